// Soulbound Ærkana: each player's bond points and soul points, beings (strength mode upright, shield mode turned,
// face-down ones hidden from opponents), set arcana and seals, field arcanum and landmark, flow and exile; the
// response chain in the middle.
import { el } from "../api.js";
import { badge } from "../cards.js";
import { head, hand, stat, strong, turnLine, words, zoneBox } from "./common.js";

export function draw(ctx) {
  const v = ctx.view;
  const players = v.players.map(x => x.player);
  const others = ctx.others(players);
  const many = players.length > 2;
  return el("div", { class: `soulbound ${many ? "many" : ""}` },
    el("div", { class: many ? "opponents compact" : "" }, ...others.map(p => side(ctx, p, false))),
    turnLine(strong("Turn", v.turn), el("b", { text: `${v.active === ctx.seat ? "your" : `seat ${v.active}'s`} ${words(v.step)} step` }),
      v.mode !== "standard" ? words(v.mode) : null, chain(ctx)),
    side(ctx, ctx.persp, true),
    ...(ctx.seat !== null ? [hand(ctx, ctx.seat)] : []));
}

function find(ctx, uid) {
  for (const z of ctx.view.zones) for (const c of z.cards) if (c && c.uid === uid) return c;
  return null;
}

function chain(ctx) {
  const links = ctx.view.chain || [];
  if (!links.length) return null;
  return el("span", { class: "chain" }, "chain: ", ...links.map(l => {
    const c = find(ctx, l.uid);
    return el("span", { class: "chain-link" }, c ? ctx.card(c, { tiny: true }) : `${words(l.kind)}`,
      el("small", { text: `${words(l.kind)} · seat ${l.player}${l.negated ? " · negated" : ""}` }));
  }));
}

function side(ctx, p, mine) {
  const v = ctx.view;
  const info = v.players.find(x => x.player === p);
  const team = v.mode === "2v2" ? el("span", { class: "team-label", text: `team ${(p % 2) + 1}` }) : null;
  const header = head(ctx, p, team, info.in_game ? null : el("span", { class: "out", text: "out" }),
    el("span", { class: "bp" }, "BP ", el("b", { text: info.bp })), stat("SP", info.sp, "soul points"),
    stat("hand", info.hand), stat("deck", info.deck), stat("special", info.special_deck));
  const beings = info.beings.map(b => being(ctx, b));
  const spells = info.spells.map(s => s.id ? ctx.card(s, { small: true, faceDown: s.set }) : ctx.back("set", { small: true }));
  const field = el("div", { class: "sb-field" },
    zoneBox("beings", ctx.row("beings", beings, { empty: "no beings" })),
    zoneBox("arcana & seals", ctx.row("spells", spells, { empty: "none" })),
    zoneBox("field", el("div", { class: "row" },
      ...ctx.zone("field_arcanum", p).cards.map(c => ctx.card(c, { small: true })),
      ...ctx.zone("landmark", p).cards.map(c => ctx.card(c, { small: true })))),
    el("div", { class: "piles" },
      ctx.pile("deck", ctx.zone("deck", p), { list: false }),
      ctx.pile("special", ctx.zone("special_deck", p), { list: true }),
      ctx.pile("flow", ctx.zone("flow", p), { faceUpTop: true }),
      ctx.pile("exile", ctx.zone("exile", p), { faceUpTop: true })));
  const parts = mine ? [field, header] : [header, field];
  return el("div", { class: `side ${v.active === p ? "active-side" : ""} ${info.in_game ? "" : "eliminated"}`, "data-player": p }, ...parts);
}

function being(ctx, b) {
  const shield = b.mode !== "strength";
  if (!b.id) return ctx.back("face down", { rested: true });
  const badges = [];
  if (b.new) badges.push(badge("new", "warn", "bound this turn"));
  if (b.attacks) badges.push(badge(`⚔${b.attacks}`, "", `${b.attacks} attack(s) this turn`));
  if (b.locked) badges.push(badge("locked", "dmg"));
  if (b.materials?.length) badges.push(badge(`+${b.materials.length} mat`, "good", b.materials.map(m => m.name).join(", ")));
  return ctx.card(b, { rested: shield, faceDown: b.face_down, stats: `${b.strength} / ${b.shield}`, badges });
}
