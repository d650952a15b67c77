// Drawing cards, piles and clickable actions: the context every game layout draws the table with.
import { el, words } from "./api.js";

const TEXTS = {};   // card id -> {name, text, face}: every card text this page was sent

export function learnTexts(texts) { Object.assign(TEXTS, texts || {}); }
export function cardText(id) { return TEXTS[id]; }

// A colour word of any game -> a CSS colour for the card's band.
const COLOURS = {
  blue: "#2f6fb3", green: "#2f8a4c", white: "#c9c3b4", red: "#b83a3a", purple: "#7a4bb0", yellow: "#c9a227",
  black: "#3a3a44", colorless: "#8a8a8a", violet: "#7a4bb0", grey: "#7d8590", gray: "#7d8590", turquoise: "#2aa198",
  orange: "#d9822b", horizontal: "#8d7b5a",
  northern_realms: "#2f5fa8", nilfgaard: "#2b2b2b", monsters: "#7a2020", scoiatael: "#3e7d32", skellige: "#4b6b8a",
  neutral: "#8d7b5a", mars: "#b84a2a", venus: "#3d8f7a", moon: "#8c8fb0", saturn: "#9c7b3a", mercury: "#5a7fb0",
  jupiter: "#a8643a", sun: "#d9a520", energy: "#5b6b7b",
};
export function tint(word) {
  const w = String(word || "").toLowerCase().split(/[\/ ]/)[0];
  return COLOURS[w] || "#596273";
}

export class Ctx {
  // state: a `state` (or `replay`) message; opts: {onAct(action), inspect(card, dict), readOnly}
  constructor(state, opts = {}) {
    this.state = state;
    this.view = state.view;
    this.seat = state.seat;                       // null: a spectator
    this.persp = state.seat ?? 0;                 // whose side is drawn at the bottom
    this.n = this.view.zones.reduce((a, z) => Math.max(a, z.owner + 1), 0);
    this.opts = opts;
    this.decision = opts.readOnly ? null : state.decision;
    this.byCard = new Map();
    this.byPlayer = new Map();
    this.drawn = new Set();
    this.hooked = new Set();
    for (const a of this.decision?.actions || []) {
      for (const uid of a.cards) push(this.byCard, uid, a);
      for (const p of a.players) push(this.byPlayer, p, a);
    }
    this.attention = new Set(opts.attention || []);
  }

  zone(name, owner = -1) {
    return this.view.zones.find(z => z.zone === name && z.owner === owner) || { zone: name, owner, count: 0, cards: [] };
  }

  seatName(p) {
    const s = this.state.seats?.[p];
    const who = p === this.seat ? "you" : s?.kind === "agent" ? s.agent : "person";
    return `Seat ${p} · ${who}`;
  }

  // Players in turn order starting after the bottom seat (the table seen from `persp`).
  others(list) {
    const all = list || [...Array(this.playerCount()).keys()];
    const i = all.indexOf(this.persp);
    return i < 0 ? all : [...all.slice(i + 1), ...all.slice(0, i)];
  }
  playerCount() { return this.state.seats?.length || this.n; }

  // One card: c is a card dict (uid, id, name, state…) or null for a hidden card.
  card(c, o = {}) {
    if (!c) return this.back(o.label, o);
    const t = TEXTS[c.id] || {};
    const face = t.face || {};
    const stats = statsLine(o.stats !== undefined ? o.stats : face.stats);
    const cls = ["card", o.small ? "small" : "", o.tiny ? "tiny" : "", o.rested ? "rested" : "",
                 o.faceDown ? "face-down-known" : "", stats ? "" : "no-stats", o.cls || ""].join(" ");
    const node = el("div", { class: cls, "data-uid": c.uid, "data-id": c.id, "data-name": c.name,
                             style: `--band:${tint(face.colour)}` },
      el("div", { class: "band" },
        face.cost !== undefined ? el("span", { class: "cost", text: face.cost }) : null,
        el("span", { class: "type", text: words(face.type || "") }),
        face.level ? el("span", { class: "level", text: face.level }) : null),
      el("div", { class: "name", text: c.name }),
      o.extra || null,
      face.tags?.length && !o.small ? el("div", { class: "tags", text: face.tags.join(" · ") }) : null,
      stats,
      (o.badges || []).length ? el("div", { class: "badges" }, ...(o.badges || []).map(
        b => el("span", { class: `badge ${b.cls || ""}`, text: b.text, title: b.title || b.text }))) : null);
    this.hook(node, c.uid, c);
    return node;
  }

  back(label, o = {}) {
    return el("div", { class: `card back ${o.small ? "small" : ""} ${o.tiny ? "tiny" : ""} ${o.rested ? "rested" : ""} ${o.cls || ""}` },
      label ? el("div", { class: "back-label", text: label }) : null);
  }

  // A face-down pile with its count (deck, shields, orbs …); cards listed on click when visible.
  pile(label, zone, o = {}) {
    const count = zone.count ?? zone.cards?.length ?? 0;
    const visible = (zone.cards || []).filter(Boolean);
    const top = o.faceUpTop && visible.length ? visible[visible.length - 1] : null;
    const inner = top ? this.card(top, { small: true }) : count ? this.back("", { small: true }) : el("div", { class: "card small empty" });
    const node = el("div", { class: `pile ${o.cls || ""}`, title: `${label}: ${count}` }, inner,
      el("div", { class: "pile-label" }, el("b", { text: count }), " ", label));
    if (visible.length && o.list !== false) {
      node.classList.add("listable");
      node.addEventListener("click", ev => {
        if (ev.target.closest(".card[data-uid].actionable")) return;
        this.opts.showList?.(label, visible, this);
      });
    }
    return node;
  }

  hook(node, uid, c) {
    this.drawn.add(uid);
    node.addEventListener("mouseenter", () => this.opts.inspect?.(c));
    if (this.attention.has(uid)) node.classList.add("attention");
    const acts = this.byCard.get(uid);
    if (acts?.length) {
      node.classList.add("actionable");
      node.addEventListener("click", ev => { ev.stopPropagation(); this.opts.menu?.(node, c.name, acts); });
    } else {
      node.addEventListener("click", ev => { ev.stopPropagation(); this.opts.inspect?.(c, true); });
    }
  }

  // Make a player's area clickable for actions that name that player (attack a player …).
  playerHook(node, p) {
    const acts = this.byPlayer.get(p);
    this.hooked.add(p);
    if (!acts?.length) return node;
    node.classList.add("actionable-player");
    node.addEventListener("click", ev => { ev.stopPropagation(); this.opts.menu?.(node, this.seatName(p), acts); });
    return node;
  }

  // Actions that no drawn card or player area offers (pass, end a phase, or a card not on the table).
  loose() {
    return (this.decision?.actions || []).filter(a =>
      !a.cards.some(u => this.drawn.has(u)) && !a.players.some(p => this.hooked.has(p) && this.byPlayer.get(p)));
  }

  row(cls, cards, o = {}) {
    return el("div", { class: `row ${cls}` }, ...(cards.length ? cards : [el("div", { class: "row-empty", text: o.empty || "" })]));
  }
}

function statsLine(text) {
  if (text === undefined || text === null || text === "") return null;
  const longest = Math.max(...String(text).split("\n").map(line => line.length));
  return el("div", { class: `stats ${longest > 8 ? "long" : ""}`, text });
}

function push(map, key, value) {
  if (!map.has(key)) map.set(key, []);
  if (!map.get(key).includes(value)) map.get(key).push(value);
}

// Card names whose longest word is wider than the card get a smaller font, down to 7.5px, so every word is whole;
// only a word too wide even then breaks at the card's edge. Call after the cards are in the page (it measures).
export function fitNames(root) {
  for (const name of root.querySelectorAll(".card .name")) {
    if (name.scrollWidth <= name.clientWidth) continue;
    let size = parseFloat(getComputedStyle(name).fontSize);
    while (name.scrollWidth > name.clientWidth && size > 7.5) {
      size -= 0.5;
      name.style.fontSize = `${size}px`;
    }
    if (name.scrollWidth > name.clientWidth) name.style.overflowWrap = "anywhere";
  }
}

export function badge(text, cls = "", title = "") { return { text: String(text), cls, title }; }
