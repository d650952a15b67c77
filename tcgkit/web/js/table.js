// The table of one match: live over a WebSocket (/play/ID), or a finished match step by step (/replay/ID).
// The server sends each seat its own view; this page only draws it and sends back the actions it lists.
import { el, getJSON, postJSON, savedSeat, saveSeat, forgetSeat, words } from "./api.js";
import { Ctx, learnTexts, cardText, fitNames } from "./cards.js";

const parts = location.pathname.split("/").filter(Boolean);
const MODE = parts[0] === "replay" ? "replay" : "play";
const MATCH = parts[1];
const $ = sel => document.querySelector(sel);
const board = $("#board"), log = $("#log"), bar = $("#decision"), inspector = $("#inspector");
let layout = null, state = null, ws = null, busy = false, reqId = 0, retry = 0, logCount = 0, creds = null;

function toast(text, kind = "error") {
  const t = el("div", { class: `toast ${kind}`, text });
  $("#toasts").append(t);
  setTimeout(() => t.remove(), kind === "error" ? 7000 : 3500);
}

// ----------------------------------------------------------------------------------------- drawing

async function loadLayout(game) {
  if (!layout) layout = await import(`/static/js/layouts/${game}.js`);
  return layout;
}

function inspect(c, pin = false) {
  if (!c) return;
  const t = cardText(c.id) || {};
  const f = t.face || {};
  const facts = [f.type && words(f.type), f.cost !== undefined && `cost ${f.cost}`, f.level, f.stats].filter(Boolean);
  const state = Object.entries(c).filter(([k]) => !["uid", "id", "name", "type"].includes(k))
    .filter(([, v]) => v !== null && v !== false && typeof v !== "object").map(([k, v]) => stateWords(k, v));
  inspector.replaceChildren(
    el("div", { class: "insp-name", text: c.name }),
    el("div", { class: "insp-id", text: `${c.id}${facts.length ? " · " + facts.join(" · ") : ""}` }),
    el("div", { class: "insp-text", text: t.text || "" }),
    ...(state.length ? [el("div", { class: "insp-state", text: state.join(" · ") })] : []));
  inspector.classList.toggle("pinned", pin);
}

// One fact of a card's state as a player says it: "rested" (a flag that is set; unset flags are left out), "AP 4",
// "damage 1", "mode shield".
function stateWords(key, value) {
  const k = key.length <= 2 ? key.toUpperCase() : words(key);
  return value === true ? k : `${k} ${value}`;
}

function closeMenu() { $("#menu").hidden = true; document.querySelectorAll(".target-hint").forEach(n => n.classList.remove("target-hint")); }

function menu(anchor, title, actions) {
  const m = $("#menu");
  m.replaceChildren(el("div", { class: "menu-title", text: title }),
    ...actions.map(a => el("button", {
      class: "menu-item", text: a.text, "data-action": JSON.stringify(a.action),
      onmouseenter: () => hint(a), onmouseleave: () => hint(null),
      onclick: ev => { ev.stopPropagation(); closeMenu(); act(a.action); } })));
  const r = anchor.getBoundingClientRect();
  m.hidden = false;
  m.style.left = `${Math.min(window.innerWidth - m.offsetWidth - 8, Math.max(8, r.left))}px`;
  m.style.top = `${Math.min(window.innerHeight - m.offsetHeight - 8, r.bottom + 4)}px`;
}

function hint(a) {
  document.querySelectorAll(".target-hint").forEach(n => n.classList.remove("target-hint"));
  for (const uid of a?.cards || []) document.querySelectorAll(`.card[data-uid="${uid}"]`).forEach(n => n.classList.add("target-hint"));
}

function showList(label, cards, ctx) {
  const d = $("#list");
  d.replaceChildren(el("div", { class: "list-head" }, el("b", { text: label }), " ",
                       el("button", { text: "close", onclick: () => d.close() })),
                    el("div", { class: "list-cards" }, ...cards.map(c => ctx.card(c, { small: true }))));
  d.showModal();
  fitNames(d);
}

function draw(msg) {
  state = msg;
  learnTexts(msg.texts);
  const attention = [];
  const atk = msg.view.attack;
  if (atk) for (const u of [atk.attacker, atk.target_unit]) if (u >= 0) attention.push(u);
  const ctx = new Ctx(msg, { inspect, menu, showList, readOnly: MODE === "replay", attention });
  board.replaceChildren(layout.draw(ctx));
  fitNames(board);
  drawHeader(msg);
  drawEvents(msg);
  if (MODE === "play") { drawDecision(msg, ctx); drawLinks(); }
  if (msg.view.ended) drawEnd(msg);
}

function drawHeader(msg) {
  const v = msg.view;
  const waitingFor = msg.waiting?.player;
  $("#title").textContent = `${msg.title} · ${words(msg.mode)}`;
  $("#seats").replaceChildren(...(msg.seats || []).map((s, p) => el("span", {
    class: `seat-pill ${p === waitingFor ? "deciding" : ""} ${s.connected || s.kind === "agent" ? "on" : "off"} ${p === msg.seat ? "me" : ""}`,
    title: s.kind === "agent" ? `agent ${s.agent}` : s.claimed ? (s.connected ? "connected" : "away") : "free seat",
    text: `${p}: ${p === msg.seat ? "you" : s.kind === "agent" ? s.agent : s.claimed ? "person" : "free"}` })));
  $("#who").textContent = MODE === "replay" ? `replay${msg.seat === null ? " · spectator's view" : ` · seat ${msg.seat}'s view`}`
    : msg.seat === null ? "watching" : `you are seat ${msg.seat}`;
  if (v.ended) $("#who").textContent += " · game over";
}

function drawEvents(msg) {
  if (MODE === "replay") { log.replaceChildren(); logCount = 0; }
  const frag = document.createDocumentFragment();
  msg.events.forEach((e, i) => {
    const fresh = MODE === "replay" && i >= msg.new_from;
    frag.append(el("div", { class: `line ${e.heading ? "heading" : ""} ${fresh ? "fresh" : ""}`, text: e.text }));
  });
  log.append(frag);
  logCount += msg.events.length;
  const fresh = log.querySelector(".fresh");
  if (fresh) fresh.scrollIntoView({ block: "center" }); else log.scrollTop = log.scrollHeight;
}

function drawDecision(msg, ctx) {
  const w = msg.waiting;
  const d = msg.decision;
  bar.replaceChildren();
  if (msg.view.ended) return;
  if (d) {
    const loose = ctx.loose();
    bar.append(el("div", { class: "prompt mine" }, el("b", { text: "Your decision: " }), d.prompt,
      ctx.byCard.size || ctx.byPlayer.size ? el("span", { class: "hint", text: " — click a glowing card" }) : null));
    bar.append(el("div", { class: "actions" }, ...loose.map(a => el("button", {
      class: "act", text: a.text, "data-action": JSON.stringify(a.action), onclick: () => act(a.action) }))));
    const all = el("details", { class: "all-actions" }, el("summary", { text: `all ${d.actions.length} choices` }),
      ...d.actions.map(a => el("button", { class: "act small", text: a.text, "data-action": JSON.stringify(a.action),
                                           onclick: () => act(a.action) })));
    bar.append(all);
  } else if (w) {
    const s = msg.seats?.[w.player];
    const who = s?.kind === "agent" ? `seat ${w.player} (${s.agent}) is thinking` : `waiting for seat ${w.player}`;
    bar.append(el("div", { class: "prompt" }, el("b", { text: `${who}: ` }), w.prompt));
  }
  if (msg.seat !== null && !msg.view.ended) {
    bar.append(el("button", { class: "concede", text: "concede", onclick: () => {
      if (confirm("Concede this game?")) send({ type: "concede", version: state.version });
    } }));
  }
}

function drawEnd(msg) {
  const v = msg.view;
  const won = msg.seat !== null && v.winners.includes(msg.seat);
  const text = !v.winners.length ? "Draw" : msg.seat === null ? `Seat${v.winners.length > 1 ? "s" : ""} ${v.winners.join(" & ")} win${v.winners.length > 1 ? "" : "s"}`
    : won ? "You win" : "You lose";
  $("#end").replaceChildren(el("b", { text }), ` (${words(v.end_reason)})`,
    ...(MODE === "play" ? [el("a", { href: `/replay/${MATCH}${msg.seat !== null ? `?seat=${msg.seat}` : ""}`, text: "step through the replay" })] : []),
    el("a", { href: `/api/matches/${MATCH}/replay`, text: "download the replay file" }),
    el("button", { text: "×", title: "close", onclick: () => { $("#end").hidden = true; } }));
  $("#end").hidden = false;
}

// ----------------------------------------------------------------------------------------- playing

function send(msg) {
  if (!ws || ws.readyState !== 1) { toast("not connected; reconnecting…"); return; }
  ws.send(JSON.stringify({ ...msg, id: ++reqId }));
}

function act(action) {
  if (busy || !state) return;
  busy = true;
  document.body.classList.add("busy");
  send({ type: "action", action, version: state.version });
}

function done() { busy = false; document.body.classList.remove("busy"); }

async function takeSeat(seat) {
  try {
    const got = await postJSON(`/api/matches/${MATCH}/seats/${seat}`);
    saveSeat(MATCH, got.seat, got.token);
    return { seat: got.seat, token: got.token };
  } catch (e) {
    toast(`seat ${seat}: ${e.message}; you are watching`);
    return null;
  }
}

async function credentials() {
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get("token")) {                                  // a resume link: this device takes the seat
    saveSeat(MATCH, Number(frag.get("seat")), frag.get("token"));
    history.replaceState(null, "", location.pathname);
  }
  const q = new URLSearchParams(location.search);
  const want = q.get("seat");
  const saved = savedSeat(MATCH);
  if (saved && (want === null || Number(want) === saved.seat)) return saved;
  if (want !== null && q.get("watch") === null) {
    const got = await takeSeat(Number(want));
    history.replaceState(null, "", location.pathname);
    return got;
  }
  return null;
}

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/api/matches/${MATCH}/ws`);
  $("#status").textContent = "connecting…";
  ws.onopen = () => {
    ws.send(JSON.stringify(creds ? { type: "hello", seat: creds.seat, token: creds.token } : { type: "hello" }));
  };
  ws.onmessage = ev => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "welcome") { retry = 0; $("#status").textContent = "live"; document.body.dataset.live = "1"; }
    else if (msg.type === "state") { done(); draw(msg); document.body.dataset.version = msg.version; }
    else if (msg.type === "ack") { /* the state that follows shows the result */ }
    else if (msg.type === "error") {
      done();
      if (msg.code === "bad_token") { forgetSeat(MATCH); creds = null; toast(`${msg.message}; watching instead`); }
      else if (msg.code !== "stale") toast(msg.message);
    }
  };
  ws.onclose = ev => {
    document.body.dataset.live = "";
    $("#status").textContent = "reconnecting…";
    done();
    if (ev.code === 1008 && ev.reason === "unknown_match") { $("#status").textContent = "no such match"; return; }
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 300 * 2 ** retry);
  };
}

function drawLinks() {
  const links = $("#links");
  const base = `${location.origin}/play/${MATCH}`;
  const items = [];
  (state?.seats || []).forEach((s, p) => {
    if (s.kind === "person" && !s.claimed) items.push(["seat " + p, `${base}?seat=${p}`]);
  });
  items.push(["watch", base + "?watch"]);
  if (creds) items.push(["resume on another device", `${base}#seat=${creds.seat}&token=${creds.token}`]);
  links.replaceChildren(...items.map(([label, url]) => el("button", { class: "link", text: `copy link: ${label}`,
    onclick: () => navigator.clipboard?.writeText(url).then(() => toast("copied", "ok"), () => prompt("the link", url)) })));
}

// ----------------------------------------------------------------------------------------- replay

// `wanted` moves at once with every click or key, so quick clicks add up; only the answer to the latest request is
// drawn (an earlier one arriving late is dropped).
let step = 0, steps = 0, replaySeat = null, wanted = 0, asked = 0;

function go(k) {
  wanted = Math.max(0, Math.min(k, steps));
  return showStep(wanted);
}

async function showStep(k) {
  const ticket = ++asked;
  const frame = await getJSON(`/api/matches/${MATCH}/replay/${k}${replaySeat === null ? "" : `?seat=${replaySeat}`}`);
  if (ticket !== asked) return;
  step = frame.step; steps = frame.steps;
  await loadLayout(frame.game);
  draw(frame);
  $("#step-label").textContent = `step ${step} of ${steps}`;
  $("#slider").max = steps; $("#slider").value = step;
  document.body.dataset.version = step;
}

function replayControls() {
  const seats = state?.seats?.length || 2;
  bar.replaceChildren(el("div", { class: "replay-controls" },
    el("button", { text: "⏮", title: "start", onclick: () => go(0) }),
    el("button", { id: "back", text: "◀ back", onclick: () => go(wanted - 1) }),
    el("input", { id: "slider", type: "range", min: 0, max: steps, value: step, oninput: ev => go(Number(ev.target.value)) }),
    el("button", { id: "forward", text: "forward ▶", onclick: () => go(wanted + 1) }),
    el("button", { text: "⏭", title: "end", onclick: () => go(steps) }),
    el("span", { id: "step-label" }),
    el("select", { id: "seat-select", onchange: ev => { replaySeat = ev.target.value === "" ? null : Number(ev.target.value); go(wanted); } },
      el("option", { value: "", text: "spectator's view" }),
      ...[...Array(seats).keys()].map(p => el("option", { value: p, text: `seat ${p}'s view`, selected: p === replaySeat })))));
}

// ----------------------------------------------------------------------------------------- start

document.addEventListener("click", ev => { if (!ev.target.closest("#menu")) closeMenu(); });
document.addEventListener("keydown", ev => {
  if (ev.key === "Escape") closeMenu();
  if (MODE === "replay" && ev.key === "ArrowRight") go(wanted + 1);
  if (MODE === "replay" && ev.key === "ArrowLeft") go(wanted - 1);
  if (MODE === "replay" && ev.key === "Home") go(0);
  if (MODE === "replay" && ev.key === "End") go(steps);
});

(async function start() {
  document.body.dataset.mode = MODE;
  if (MODE === "replay") {
    const q = new URLSearchParams(location.search);
    replaySeat = q.get("seat") === null ? null : Number(q.get("seat"));
    try {
      const last = await getJSON(`/api/matches/${MATCH}/replay/0${replaySeat === null ? "" : `?seat=${replaySeat}`}`);
      await loadLayout(last.game);
      state = last; steps = last.steps;
      replayControls();
      await go(Number(q.get("step") || 0));
    } catch (e) { board.replaceChildren(el("p", { class: "problem", text: e.message })); }
    return;
  }
  let info;
  try { info = await getJSON(`/api/matches/${MATCH}`); }
  catch (e) { board.replaceChildren(el("p", { class: "problem", text: e.message })); return; }
  await loadLayout(info.game);
  creds = await credentials();
  state = { seats: info.seats };
  connect();
  drawLinks();
})();
