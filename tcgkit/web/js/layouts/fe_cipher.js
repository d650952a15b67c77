// Fire Emblem 0 (Cipher): each player's Front Line facing the other's across the middle, the Back Line behind
// it, orbs and bonds (face-down bonds dimmed), deck, Support Area and Retreat Area; combat marked in the middle.
import { el } from "../api.js";
import { badge } from "../cards.js";
import { head, hand, stat, strong, turnLine, words, zoneBox } from "./common.js";

export function draw(ctx) {
  const v = ctx.view;
  const me = ctx.persp, them = 1 - me;
  const c = v.combat;
  return el("div", { class: "fe" },
    side(ctx, them, false),
    turnLine(strong("Turn", v.turn), el("b", { text: `${v.active === ctx.seat ? "your" : `seat ${v.active}'s`} ${words(v.step)} phase` }),
      c ? el("span", { class: "turn-mark", text: `⚔ combat${c.critical ? " · critical hit" : ""}${c.evaded ? " · evaded" : ""}` }) : null),
    side(ctx, me, true));
}

function side(ctx, p, mine) {
  const v = ctx.view;
  const info = v.players[p];
  const front = ctx.zone("front_line", p).cards.map(c => unit(ctx, c));
  const back = ctx.zone("back_line", p).cards.map(c => unit(ctx, c));
  const bonds = ctx.zone("bonds", p).cards.map(c => ctx.card(c, { tiny: true, faceDown: c?.face_down }));
  const header = head(ctx, p,
    stat("orbs", info.orbs), stat("bonds", info.bonds, "bond cards: the deployment budget"),
    stat("spent", info.spent, "bond cost paid this turn"), stat("hand", info.hand), stat("deck", info.deck),
    mine ? null : hand(ctx, p, { small: true }));
  const lines = [zoneBox("back line", ctx.row("back", back, { empty: "empty" })),
                 zoneBox("front line", ctx.row("front", front, { empty: "empty" }))];
  if (mine) lines.reverse();
  const support = ctx.zone("support", p).cards.filter(Boolean);
  const field = el("div", { class: "fe-field" },
    el("div", { class: "fe-left" },
      zoneBox("orbs", el("div", { class: "orbs" }, ...Array.from({ length: info.orbs }, () => ctx.back("", { tiny: true })))),
      zoneBox("bonds", el("div", { class: "bonds" }, ...bonds))),
    el("div", { class: "fe-lines" }, ...lines),
    el("div", { class: "piles fe-piles" },
      ctx.pile("deck", ctx.zone("deck", p), { list: false }),
      support.length ? zoneBox("support", ...support.map(s => ctx.card(s, { small: true }))) : null,
      ctx.pile("retreat", ctx.zone("retreat", p), { faceUpTop: true })));
  const parts = mine ? [field, header, hand(ctx, p)] : [header, field];
  return el("div", { class: `side ${v.active === p ? "active-side" : ""}`, "data-player": p }, ...parts);
}

function unit(ctx, c) {
  if (!c) return ctx.back();
  const badges = [];
  if (c.main_character) badges.push(badge("★ MC", "gold", "Main Character"));
  if (c.stack > 1) badges.push(badge(`×${c.stack}`, "good", `${c.stack} cards in this stack (levelled up)`));
  if (c.class_changed) badges.push(badge("CC", "warn", "class changed"));
  return ctx.card(c, { rested: c.tapped, stats: `${c.attack}`, badges, cls: c.main_character ? "mc" : "" });
}
