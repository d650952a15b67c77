// Gundam Card Game: each player's shield area (Base over the Shields), battle area (Units with their paired
// Pilots), resource area (active and rested), and deck, resource deck, trash; the turn, phase and step.
import { el } from "../api.js";
import { badge } from "../cards.js";
import { head, hand, stat, strong, turnLine, words, zoneBox } from "./common.js";

export function draw(ctx) {
  const v = ctx.view;
  const players = [...Array(ctx.playerCount()).keys()];
  const others = ctx.others(players);
  const many = players.length > 2;
  const attack = v.attack || {};
  const step = v.step.replace(/_phase$/, "") === v.phase ? "" : ` · ${words(v.step)}`;
  return el("div", { class: `gundam ${many ? "many" : ""}` },
    el("div", { class: many ? "opponents compact" : "", style: many ? `grid-template-columns: repeat(${others.length}, 1fr)` : null },
      ...others.map(p => side(ctx, p, false, attack, many))),
    turnLine(strong("Turn", v.turn),
             el("b", { text: `${v.active === ctx.seat ? "your" : `seat ${v.active}'s`} ${words(v.phase)} phase${step}` }),
             v.mode !== "standard" ? words(v.mode) : null,
             attack.attacker >= 0 ? el("span", { class: "turn-mark", text: attackText(ctx, attack) }) : null),
    side(ctx, ctx.persp, true, attack));
}

function attackText(ctx, a) {
  const who = a.target_unit >= 0 ? "a unit" : `seat ${a.target_player}`;
  return `⚔ attacking ${who}`;
}

function teamOf(v, p) { return v.mode === "team_battle" ? v.teams.findIndex(t => t.includes(p)) : p; }

function side(ctx, p, mine, attack, compact = false) {
  const v = ctx.view;
  const team = teamOf(v, p);
  const leader = v.mode !== "team_battle" || v.teams[team][0] === p;
  const out = (v.eliminated || []).includes(p);
  const pilots = new Map(ctx.zone("pilots", p).cards.filter(Boolean).map(c => [c.uid, c]));
  const units = ctx.zone("battle_area", p).cards.map(c => unit(ctx, c, pilots));
  const res = ctx.zone("resource_area", p).cards;
  const active = res.filter(c => c && !c.rested).length;
  const shieldArea = leader
    ? zoneBox("shield area", el("div", { class: "row shield-row" },
        ...ctx.zone("base_section", team).cards.map(c => baseCard(ctx, c)),
        ctx.pile("shields", ctx.zone("shields", team), { list: false })))
    : zoneBox("shield area", el("div", { class: "shared", text: `shared with seat ${v.teams[team][0]}` }));
  const header = head(ctx, p,
    v.mode === "team_battle" ? el("span", { class: "team-label", text: `team ${team + 1}${leader ? " leader" : ""}` }) : null,
    out ? el("span", { class: "out", text: "eliminated" }) : null,
    stat("shields", ctx.zone("shields", team).count),
    stat("resources", `${active}/${res.length}`),
    stat("hand", ctx.zone("hand", p).count),
    stat("deck", ctx.zone("deck", p).count));
  if (attack.target_player === p && attack.target_unit < 0) header.classList.add("under-attack");
  const field = el("div", { class: "gundam-field" }, shieldArea,
    zoneBox("battle area", ctx.row("battle", units, { empty: "no units" })),
    el("div", { class: "piles" },
      ctx.pile("deck", ctx.zone("deck", p), { list: false }),
      ctx.pile("trash", ctx.zone("trash", p), { faceUpTop: true })));
  const resources = zoneBox("resource area", resourceRow(ctx, p, res));
  const parts = mine ? [field, resources, header, hand(ctx, p)]
    : compact ? [header, field] : [header, hand(ctx, p), resources, field];
  return el("div", { class: `side ${v.active === p ? "active-side" : ""} ${out ? "eliminated" : ""}`, "data-player": p }, ...parts);
}

function unit(ctx, c, pilots) {
  const left = c.hp - c.damage;
  const badges = [];
  if (c.damage) badges.push(badge(`-${c.damage}`, "dmg", `${c.damage} damage`));
  if (c.linked) badges.push(badge("LINK", "gold", "link unit: its pilot meets the link condition"));
  const pilot = c.pilot >= 0 ? pilots.get(c.pilot) : null;
  // the card's details name its pilot (the view gives the pilot's uid)
  const node = ctx.card({ ...c, pilot: pilot?.name ?? null }, { rested: c.rested, stats: `${c.ap} / ${left}`, badges });
  if (!pilot) return el("div", { class: "unit-slot" }, node);
  // the paired pilot as a plate under its unit, its name in full
  return el("div", { class: `unit-slot paired ${c.rested ? "rested-slot" : ""}` }, node,
    el("div", { class: "pilot-tuck" }, ctx.card(pilot, { cls: "plate", stats: "" })));
}

function baseCard(ctx, c) {
  const badges = c.damage ? [badge(`-${c.damage}`, "dmg", `${c.damage} damage`)] : [];
  return ctx.card(c, { rested: c.rested, stats: `HP ${c.hp - c.damage}`, badges, cls: "base" });
}

function resourceRow(ctx, p, res) {
  const pips = res.map(c => el("span", {
    class: `pip ${c?.rested ? "rested" : "active"} ${c?.id?.startsWith("EX") ? "ex" : ""}`,
    title: `${c?.name || "resource"}: ${c?.rested ? "rested" : "active"}` }));
  return el("div", { class: "resource-row" }, ...pips,
    el("span", { class: "pile-label" }, " ", ctx.zone("resource_deck", p).count, " in resource deck"));
}
