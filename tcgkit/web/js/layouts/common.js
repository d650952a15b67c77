// Pieces the game layouts share: a player's header, a hand, a zone box, the turn line.
import { el, words } from "../api.js";

export function zoneBox(name, ...children) {
  return el("div", { class: `zone zone-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}` }, el("div", { class: "zone-name", text: name }), ...children);
}

export function stat(label, value, title = "") {
  return el("span", { class: "stat", title }, `${label} `, el("b", { text: value }));
}

export function head(ctx, p, ...stats) {
  const v = ctx.view;
  const turn = v.active === p;
  const deciding = ctx.state.waiting?.player === p;
  return ctx.playerHook(el("div", { class: "side-head", "data-player": p },
    el("span", { class: "who", text: ctx.seatName(p) }),
    turn ? el("span", { class: "turn-mark", text: "● turn player" }) : null,
    deciding && !turn ? el("span", { class: "turn-mark", text: "◆ deciding" }) : null,
    ...stats), p);
}

// The hand: the viewer's own cards face up; anyone else's small, as backs (at most 12 drawn) and the cards that
// were revealed to the viewer, with the count.
export function hand(ctx, p, o = {}) {
  const z = ctx.zone(o.zone || "hand", p);
  if (p === ctx.seat) {
    return el("div", { class: "hand-row" }, ...z.cards.map(c => ctx.card(c, { cls: "in-hand" })));
  }
  const known = z.cards.filter(Boolean);
  const backs = Math.min(z.count - known.length, 12);
  return el("div", { class: "opp-hand", title: `${z.count} cards in hand` },
    ...known.map(c => ctx.card(c, { small: true, cls: "in-hand" })),
    ...Array.from({ length: backs }, () => ctx.back("", { tiny: true })), el("span", { class: "pile-label", text: ` ${z.count} in hand` }));
}

export function turnLine(...parts) {
  return el("div", { class: "turnbar" }, ...parts.filter(Boolean).map(p => typeof p === "string" ? el("span", { text: p }) : p));
}

export function strong(label, value) { return el("span", {}, `${label} `, el("b", { text: value })); }

export { words };
