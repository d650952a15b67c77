// GWENT: each side's three rows — close, ranged and siege, the close rows facing each other across the middle —
// with the row's strength, its horn slot and weather; beside them the leader, gems (or points), the side's
// total and who has passed; the weather cards, decks and discard piles; your hand below.
import { el } from "../api.js";
import { badge } from "../cards.js";
import { head, hand, stat, strong, turnLine, words, zoneBox } from "./common.js";

const ROWS = ["close", "ranged", "siege"];

export function draw(ctx) {
  const v = ctx.view;
  const sides = v.teams.length;
  const mySide = v.teams.findIndex(t => t.includes(ctx.persp));
  const order = [...Array(sides).keys()];
  const others = [...order.slice(mySide + 1), ...order.slice(0, mySide)];
  const weather = ctx.zone("weather", -1).cards;
  return el("div", { class: `gwent ${sides > 2 ? "many" : ""}` },
    el("div", { class: sides > 2 ? "gwent-opponents" : "" }, ...others.map(s => board(ctx, s, false))),
    turnLine(strong("Round", v.round || 1),
      v.current >= 0 ? el("b", { text: v.current === ctx.seat ? "your turn" : `seat ${v.current}'s turn` }) : null,
      el("span", { class: "weather-cards" }, "weather: ",
        ...(weather.length ? weather.map(c => ctx.card(c, { tiny: true })) : [el("i", { text: "clear skies" })])),
      words(v.mode)),
    board(ctx, mySide, true),
    ...(ctx.seat !== null ? [hand(ctx, ctx.seat)] : []));
}

function board(ctx, s, mine) {
  const v = ctx.view;
  const seats = v.teams[s];
  const rows = ROWS.map((r, i) => row(ctx, s, r, i));
  if (!mine) rows.reverse();                   // their siege row is farthest from the middle
  const left = el("div", { class: "gwent-left" }, ...seats.map(p => player(ctx, p, s)),
    el("div", { class: "side-total" }, el("div", { class: "total", text: v.totals[s] }),
      v.mode === "ffa" ? el("div", { text: `${v.points[seats[0]]} points` })
                       : el("div", { class: "gems" }, ...gems(v.gems[s]))));
  const right = el("div", { class: "piles gwent-piles" },
    ...seats.map(p => ctx.pile(seats.length > 1 ? `deck ${p}` : "deck", ctx.zone("deck", p), { list: false })),
    ctx.pile("discard", ctx.zone("discard", s), { faceUpTop: true }));
  const passed = seats.every(p => v.passed[p]);
  return el("div", { class: `side gwent-side ${seats.includes(v.current) ? "active-side" : ""} ${passed ? "passed" : ""}`,
                     "data-side": s }, left, el("div", { class: "gwent-rows" }, ...rows), right);
}

function player(ctx, p, s) {
  const v = ctx.view;
  const leader = ctx.zone("leader", p).cards;
  const faction = words(v.factions[p] || "");
  return el("div", { class: "gwent-player" },
    head(ctx, p, v.passed[p] ? el("span", { class: "out", text: "passed" }) : null),
    el("div", { class: "gwent-leader" },
      leader.length ? ctx.card(leader[0], { small: true }) : el("div", { class: "card small empty" }),
      el("div", {}, el("div", { class: "faction", text: faction }),
        stat("hand", ctx.zone("hand", p).count), p !== ctx.seat && ctx.zone("hand", p).cards.some(Boolean)
          ? el("div", { class: "row" }, ...ctx.zone("hand", p).cards.filter(Boolean).map(c => ctx.card(c, { tiny: true }))) : null)));
}

function row(ctx, s, name, i) {
  const v = ctx.view;
  const under = v.weather.includes(name);
  const special = ctx.zone(`${name}_special`, s).cards;
  const horn = special.length ? ctx.card(special[0], { small: true })
    : v.leader_horns[s][i] ? el("div", { class: "card small horn-mark", text: "leader's horn" })
    : el("div", { class: "card small empty", title: "horn slot" });
  const units = ctx.zone(name, s).cards.map(c => unitCard(ctx, c));
  return el("div", { class: `gwent-row ${under ? "weather" : ""}`, "data-row": name },
    el("div", { class: "row-total", title: `${name} row strength` }, el("b", { text: v.row_totals[s][i] }),
      el("span", { class: "row-icon", text: name })),
    horn, el("div", { class: "row units" }, ...units),
    under ? el("div", { class: "weather-mark", text: "weather: strength 1" }) : null);
}

function unitCard(ctx, c) {
  if (!c) return ctx.back("", { small: true });
  return ctx.card(c, { small: true, stats: c.strength !== undefined ? String(c.strength) : undefined, cls: "unit" });
}

function gems(n) {
  return [0, 1].map(i => el("span", { class: `gem ${i < n ? "on" : "off"}`, title: `${n} gems left` }));
}
