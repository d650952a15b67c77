// Power Duell: each player's fields by their letters — A guardian god, C shield places in front of D monster
// places, G energy field and H equipment (with their links and counters), and the piles B, E, F, I, J — with the
// energy account and damage points (the limit loses); your hand below.
import { el } from "../api.js";
import { badge } from "../cards.js";
import { head, hand, stat, strong, turnLine, words, zoneBox } from "./common.js";

export function draw(ctx) {
  const v = ctx.view;
  const me = ctx.persp, them = 1 - me;
  return el("div", { class: "pd" },
    side(ctx, them, false),
    turnLine(strong("Turn", v.turn), el("b", { text: `${v.active === ctx.seat ? "your" : `seat ${v.active}'s`} ${words(v.step)}` })),
    side(ctx, me, true),
    ...(ctx.seat !== null ? [hand(ctx, ctx.seat)] : []));
}

function side(ctx, p, mine) {
  const v = ctx.view;
  const info = v.players[p];
  const limit = 1000;
  const dmg = info.damage_points;
  const header = head(ctx, p,
    el("span", { class: "dp-bar", title: `damage points: ${dmg} (the player who reaches the limit loses)` },
      el("span", { class: "dp-fill", style: `width:${Math.min(100, dmg / limit * 100)}%` }),
      el("span", { class: "dp-text", text: `damage ${dmg}` })),
    stat("energy", info.account, "energy points in the account"),
    stat("hand", ctx.zone("hand", p).count));
  const places = info.places.map((pl, k) => place(ctx, pl, k));
  const shieldRow = zoneBox("C · shield places", el("div", { class: "row" }, ...places.slice(3)));
  const monsterRow = zoneBox("D · monster places", el("div", { class: "row" }, ...places.slice(0, 3)));
  const rows = mine ? [shieldRow, monsterRow] : [monsterRow, shieldRow];
  const guardian = ctx.zone("guardian", p).cards;
  const energy = info.energy_field.map(e => energyCard(ctx, e));
  const equip = info.equipment_field.map(e => energyCard(ctx, e));
  const field = el("div", { class: "pd-field" },
    zoneBox("A · guardian god", guardian.length ? ctx.card(guardian[0]) : el("div", { class: "card empty" })),
    el("div", { class: "pd-places" }, ...rows),
    el("div", { class: "pd-energy" },
      zoneBox("G · energy field", ctx.row("energy", energy, { empty: "none" })),
      zoneBox("H · equipment", ctx.row("equip", equip, { empty: "none" }))),
    el("div", { class: "piles pd-piles" },
      ctx.pile("B monsters", ctx.zone("monster_deck", p), { list: false }),
      ctx.pile("F energy", ctx.zone("energy_deck", p), { list: false }),
      ctx.pile("E graveyard", ctx.zone("monster_graveyard", p), { faceUpTop: true }),
      ctx.pile("I graveyard", ctx.zone("energy_graveyard", p), { faceUpTop: true }),
      ctx.pile("J sacrificed", ctx.zone("sacrifice_field", p), { faceUpTop: true })));
  const parts = mine ? [field, header] : [header, field];
  return el("div", { class: `side ${v.active === p ? "active-side" : ""}`, "data-player": p }, ...parts);
}

function place(ctx, pl, k) {
  const name = ["D.1", "D.2", "D.3", "C.1", "C.2", "C.3"][k];
  if (!pl) return el("div", { class: "pd-place" }, el("div", { class: "card small empty" }), el("small", { text: name }));
  if (!pl.uid && pl.uid !== 0) return el("div", { class: "pd-place" }, ctx.back("face down", { small: true }), el("small", { text: name }));
  const badges = pl.attacks_made ? [badge(`⚔${pl.attacks_made}`, "", "attacks this turn")] : [];
  return el("div", { class: "pd-place" },
    ctx.card(pl, { small: true, faceDown: pl.face_down, stats: `${pl.ap}/${pl.dp}\nLP ${pl.lp}`, badges }),
    el("small", { text: name }));
}

function energyCard(ctx, e) {
  const badges = [];
  if (e.counter >= 0) badges.push(badge(e.counter === 0 ? "ends" : `${e.counter}`, "warn", "clear phases it still survives"));
  if (e.linked) badges.push(badge(`→ ${e.linked.split(" of ")[0]}`, "good", `linked to ${e.linked}`));
  return ctx.card(e, { small: true, badges });
}
