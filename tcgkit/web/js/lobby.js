// The lobby: create a match of any game and mode (decks, people and agents in the seats), join, watch, replay.
import { el, getJSON, postJSON, saveSeat, words } from "./api.js";

const $ = sel => document.querySelector(sel);
let games = [];

function game() { return games.find(g => g.id === $("#game").value); }
function mode() { return game().modes.find(m => m.name === $("#mode").value); }

function fillModes() {
  $("#mode").replaceChildren(...game().modes.map(m => el("option", { value: m.name, text: words(m.name) })));
  fillCounts();
}

function fillCounts() {
  const [lo, hi] = mode().decks;
  $("#count").replaceChildren(...range(lo, hi).map(n => el("option", { value: n,
    text: (mode().seats[String(n)] ?? n) === n ? `${n} players` : `${n} decks` })));
  $("#count-label").hidden = lo === hi;
  fillSlots();
}

function fillSlots() {
  const g = game(), m = mode();
  const nDecks = Number($("#count").value);
  const nSeats = m.seats[String(nDecks)] ?? nDecks;
  $("#decks").replaceChildren(el("h3", { text: "Decks" }), ...range(0, nDecks - 1).map(k => deckSlot(g, k)));
  const planned = m.agents || [];
  $("#seats").replaceChildren(el("h3", { text: "Seats" }), ...range(0, nSeats - 1).map(p => {
    const agent = p === 0 ? "" : planned[p] || g.default_agent;
    return el("div", { class: "slot" }, el("span", { class: "title", text: `seat ${p}` }),
      el("label", {}, "who plays", el("select", { class: "seat-kind", "data-seat": p },
        el("option", { value: "", text: "a person", selected: agent === "" }),
        ...g.agents.map(a => el("option", { value: a, text: `agent: ${a}`, selected: a === agent })))),
      el("label", {}, "you", el("input", { type: "radio", name: "take", value: p, checked: p === 0 })));
  }), el("label", {}, "watch only", el("input", { type: "radio", name: "take", value: "" })));
}

function deckSlot(g, k) {
  const source = el("select", { class: "deck-source", "data-deck": k },
    el("option", { value: "default", text: "the game's default deck" }),
    ...g.decks.map(d => el("option", { value: `shipped:${d}`, text: d.replace(/\.[a-z0-9]+$/, "").replaceAll("_", " ") })),
    el("option", { value: "text", text: "paste a decklist…" }));
  const text = el("textarea", { class: "deck-text", hidden: true, placeholder: "3 GD01-018 ReZEL\n…" });
  const file = el("input", { class: "deck-file", hidden: true, placeholder: "format: my.txt, my.dek, my.fe0d …", size: 26 });
  source.addEventListener("change", () => { text.hidden = file.hidden = source.value !== "text"; });
  return el("div", { class: "slot" }, el("span", { class: "title", text: `deck ${k + 1}` }),
    el("label", {}, "decklist", source), el("label", { style: "flex:1" }, file, text));
}

function request() {
  const decks = [...document.querySelectorAll(".deck-source")].map(s => {
    if (s.value === "default") return { source: "default" };
    if (s.value === "text") {
      const slot = s.closest(".slot");
      return { source: "text", text: slot.querySelector(".deck-text").value,
               filename: slot.querySelector(".deck-file").value || null };
    }
    return { source: "shipped", name: s.value.slice("shipped:".length) };
  });
  const seats = [...document.querySelectorAll(".seat-kind")].map(s => s.value ? { kind: "agent", agent: s.value } : { kind: "person" });
  const take = document.querySelector("input[name=take]:checked")?.value;
  return { game: $("#game").value, mode: $("#mode").value, decks, seats, take_seat: take ? Number(take) : null };
}

async function create(ev) {
  ev.preventDefault();
  $("#problems").textContent = "";
  const req = request();
  if (req.take_seat !== null && req.seats[req.take_seat]?.kind !== "person") {
    $("#problems").textContent = `seat ${req.take_seat} is an agent's: choose a person's seat for yourself, or watch only`;
    return;
  }
  $("#create-button").disabled = true;
  try {
    const m = await postJSON("/api/matches", req);
    if (m.token) saveSeat(m.id, m.seat, m.token);
    const others = m.free_seats.map(p => `${location.origin}/play/${m.id}?seat=${p}`);
    if (!others.length) { location.href = `/play/${m.id}`; return; }
    $("#created").replaceChildren(el("div", { class: "created" },
      el("b", { text: "Match created. " }), "Send each other player their seat link:",
      ...others.map(u => el("div", {}, el("code", { text: u }))),
      el("p", {}, el("a", { href: `/play/${m.id}`, id: "to-table", text: "go to the table →" }))));
  } catch (e) {
    $("#problems").textContent = [e.message, ...(e.problems || [])].join("\n");
  } finally {
    $("#create-button").disabled = false;
  }
}

async function lists() {
  for (const status of ["running", "finished"]) {
    const rows = await getJSON(`/api/matches?status=${status}&limit=20`).catch(() => []);
    $(`#${status}`).replaceChildren(el("tr", {}, ...["game", "mode", "seats", "actions", ""].map(h => el("th", { text: h }))),
      ...rows.map(r => el("tr", {},
        el("td", { text: games.find(g => g.id === r.game)?.title || r.game }),
        el("td", { text: words(r.setup.mode || "standard") }),
        el("td", { text: r.seats.map(s => s.kind === "agent" ? s.agent : "person").join(", ") }),
        el("td", { text: r.n_actions }),
        el("td", {}, ...(status === "finished"
          ? [el("a", { href: `/replay/${r.id}`, text: "replay" })]
          : [...r.free_seats.map(p => el("a", { href: `/play/${r.id}?seat=${p}`, text: `take seat ${p}`, style: "margin-right:8px" })),
             el("a", { href: `/play/${r.id}`, text: "watch / return" })])))));
  }
}

function range(a, b) { const out = []; for (let i = a; i <= b; i++) out.push(i); return out; }

(async function start() {
  games = await getJSON("/api/games");
  $("#game").replaceChildren(...games.map(g => el("option", { value: g.id, text: g.title })));
  $("#game").addEventListener("change", fillModes);
  $("#mode").addEventListener("change", fillCounts);
  $("#count").addEventListener("change", fillSlots);
  $("#create").addEventListener("submit", create);
  fillModes();
  lists();
  setInterval(lists, 5000);
})();
