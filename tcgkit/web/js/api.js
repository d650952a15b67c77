// Talking to the tcgkit server: HTTP helpers and the seat tokens this browser holds (localStorage).

export async function getJSON(url) {
  const r = await fetch(url);
  const body = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
  if (!r.ok) throw new ApiError(body.error || `HTTP ${r.status}`, body.problems || []);
  return body;
}

export async function postJSON(url, data) {
  const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" },
                               body: JSON.stringify(data ?? {}) });
  const body = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
  if (!r.ok) throw new ApiError(body.error || `HTTP ${r.status}`, body.problems || []);
  return body;
}

export class ApiError extends Error {
  constructor(message, problems) { super(message); this.problems = problems; }
}

// A seat's secret token lives only in this browser (and in the resume link its holder may copy).
export function savedSeat(matchId) {
  try { return JSON.parse(localStorage.getItem(`tcgkit:${matchId}`)); } catch { return null; }
}
export function saveSeat(matchId, seat, token) {
  localStorage.setItem(`tcgkit:${matchId}`, JSON.stringify({ seat, token }));
}
export function forgetSeat(matchId) { localStorage.removeItem(`tcgkit:${matchId}`); }

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "style") node.setAttribute("style", v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export function words(s) { return String(s ?? "").replaceAll("_", " "); }
