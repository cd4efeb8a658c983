// The web table's page: draws what the server sends for this seat and sends back what the
// person does. Every rule is the server's: this module only draws and forwards.

const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAMES = {
  A: "ace", K: "king", Q: "queen", J: "jack", T: "ten", 9: "nine", 8: "eight", 7: "seven",
  6: "six", 5: "five", 4: "four", 3: "three", 2: "two",
};
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const ORDER = ["N", "E", "S", "W"];
const LEVELS = ["one", "two", "three", "four", "five", "six", "seven"];
const STRAINS = ["C", "D", "H", "S", "NT"];
const STRAIN_ONE = { C: "club", D: "diamond", H: "heart", S: "spade", NT: "no trump" };
const STRAIN_MANY = { C: "clubs", D: "diamonds", H: "hearts", S: "spades", NT: "no trump" };

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);
const token = params.get("token");
const seat = (location.pathname.split("/").pop() || "").toUpperCase();
let state = null;
let socket = null;
let retry = 500;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) node.append(c);
  return node;
}

export function cardName(card) {
  return `${RANK_NAMES[card[1]]} of ${SUIT_NAMES[card[0]]}`;
}

export function callName(call) {
  if (call === "P") return "pass";
  if (call === "X") return "double";
  if (call === "XX") return "redouble";
  const level = Number(call[0]);
  const strain = call.slice(1);
  return `${LEVELS[level - 1]} ${(level === 1 ? STRAIN_ONE : STRAIN_MANY)[strain]}`;
}

function callText(call) {
  if (call === "P") return "Pass";
  if (call === "X" || call === "XX") return call;
  const strain = call.slice(1);
  return call[0] + (SUITS[strain] || strain);
}

function shortCard(card) {
  return SUITS[card[0]] + (card[1] === "T" ? "10" : card[1]);
}

function isRed(card) {
  return card[0] === "H" || card[0] === "D";
}

function cardFace(card) {
  const rank = card[1] === "T" ? "10" : card[1];
  return [el("span", { class: "rank", "aria-hidden": "true", text: rank }),
    el("span", { class: "suit", "aria-hidden": "true", text: SUITS[card[0]] })];
}

function playedCard(card, who) {
  return el("span", {
    class: `card played ${isRed(card) ? "red" : "black"}`, "data-played": card, "data-by": who,
    role: "img", "aria-label": `${SEAT_NAMES[who]}: ${cardName(card)}`,
  }, ...cardFace(card));
}

// ------------------------------------------------------------------ places at the table

function placeOf(s) {
  const i = (ORDER.indexOf(s) - ORDER.indexOf(seat) + 4) % 4;
  return ["bottom", "left", "top", "right"][i];
}

function seatLabel(s) {
  const roles = [];
  if (s === seat) roles.push("you");
  if (state.declarer === s) roles.push("declarer");
  if (state.dummy === s) roles.push("dummy");
  if (state.dealer === s) roles.push("dealer");
  return SEAT_NAMES[s] + (roles.length ? ` (${roles.join(", ")})` : "");
}

function drawHand(s) {
  const box = $(`.hand.${placeOf(s)}`);
  box.setAttribute("data-seat", s);
  box.setAttribute("aria-label", seatLabel(s));
  box.classList.toggle("to-act", state.turn === s);
  const cards = state.hands[s];
  const title = el("h2", { text: seatLabel(s) });
  if (state.thinking === s) title.append(el("span", { class: "thinking", text: " thinking…" }));
  if (!cards) {
    const n = state.counts[s];
    box.replaceChildren(title, el("div", { class: "backs", role: "img", "aria-label": `${n} cards, face down` },
      ...Array.from({ length: n }, () => el("span", { class: "card back", "aria-hidden": "true" }))));
    return;
  }
  const row = el("div", { class: "cards" });
  const choosing = cards.some((c) => state.playable.includes(c));
  for (const card of cards) {
    const playable = state.playable.includes(card);
    const button = el("button", {
      type: "button", class: `card ${isRed(card) ? "red" : "black"}${choosing && !playable ? " dim" : ""}`,
      "data-card": card,
      "aria-label": cardName(card), disabled: !playable,
    }, ...cardFace(card));
    button.addEventListener("click", () => send(card));
    row.append(button);
  }
  box.replaceChildren(title, row);
}

function drawTrick() {
  const box = $(".trick");
  const slots = {};
  for (const p of ["top", "left", "right", "bottom"]) slots[p] = el("div", { class: `slot ${p}` });
  let caption = "";
  let cards = state.current;
  if (!cards.length && state.last) {
    cards = state.last.cards;
    caption = `Last trick: ${SEAT_NAMES[state.last.winner]} won it`;
    box.classList.add("last");
  } else {
    box.classList.remove("last");
  }
  for (const [who, card] of cards) slots[placeOf(who)].append(playedCard(card, who));
  box.replaceChildren(...Object.values(slots), el("p", { class: "caption", text: caption }));
}

// ------------------------------------------------------------------ auction and bidding box

function drawAuction() {
  const head = $("#auction thead tr");
  head.replaceChildren(...ORDER.map((s) => el("th", { scope: "col", text: SEAT_NAMES[s] })));
  const body = $("#auction tbody");
  const rows = [];
  let row = el("tr");
  const skip = ORDER.indexOf(state.dealer);
  for (let i = 0; i < skip; i++) row.append(el("td"));
  let col = skip;
  state.auction.forEach((c, i) => {
    const tip = `tip-${i}`;
    const cell = el("td");
    const call = el("span", {
      class: `call${/[HD]$/.test(c.call) ? " red" : ""}`, tabindex: "0", "data-auction-call": c.call,
      "aria-label": `${SEAT_NAMES[c.seat]}: ${c.name}${c.explain ? ", " + c.explain : ""}`,
      "aria-describedby": c.explain ? tip : null,
    }, callText(c.call));
    cell.append(call);
    if (c.explain) cell.append(el("span", { class: "tip", role: "tooltip", id: tip, text: c.explain }));
    row.append(cell);
    col += 1;
    if (col % 4 === 0) {
      rows.push(row);
      row = el("tr");
    }
  });
  if (row.children.length) rows.push(row);
  body.replaceChildren(...rows);
}

function drawBiddingBox() {
  const box = $("#bidding-box");
  box.hidden = state.state !== "auction";
  const legal = new Set(state.legalCalls);
  const buttons = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) buttons.push(`${level}${strain}`);
  }
  buttons.push("P", "X", "XX");
  box.replaceChildren(...buttons.map((call) => {
    const b = el("button", {
      type: "button", class: `bid${/[HD]$/.test(call) ? " red" : ""}${call.length > 2 || call === "P" ? " wide" : ""}`,
      "data-call": call, "aria-label": callName(call), disabled: !legal.has(call),
    }, callText(call));
    b.addEventListener("click", () => send(call));
    return b;
  }));
}

// ------------------------------------------------------------------ the rest

function drawInfo() {
  const number = state.board === null ? "" : `Board ${state.board}. `;
  $("#board-info").textContent =
    `${number}Dealer ${SEAT_NAMES[state.dealer]}. Vulnerable: ${state.vulnerable}. You are ${SEAT_NAMES[seat]}.`;
  $("#contract-info").textContent = state.declarer
    ? `Contract ${state.contract} by ${SEAT_NAMES[state.declarer]}` : (state.contract === "Pass" ? "Passed out" : "");
  $("#tricks-info").textContent = state.state === "auction" ? "" : `Tricks: NS ${state.tricks.NS}, EW ${state.tricks.EW}`;
}

function drawStatus() {
  let text = "";
  if (state.state === "done") text = "The board is over.";
  else if (state.thinking) text = `${SEAT_NAMES[state.thinking]} is thinking…`;
  else if (state.yourTurn) {
    text = state.turn === seat ? `Your turn to ${state.state === "auction" ? "call" : "play"}.`
      : `Dummy (${SEAT_NAMES[state.turn]}) to play: you choose the card.`;
  } else if (state.turn) text = `${SEAT_NAMES[state.turn]} to ${state.state === "auction" ? "call" : "play"}.`;
  $("#status").textContent = text;
}

function drawControls() {
  $("#hint").disabled = !state.yourTurn;
  $("#undo").disabled = !state.canUndo;
  const claim = state.claim;
  $("#claim").disabled = !claim;
  $("#claim-n").disabled = !claim;
  if (claim) {
    $("#claim-n").min = claim[0];
    $("#claim-n").max = claim[1];
  }
  $("#next").hidden = state.state !== "done";
}

function ddTable(analysis) {
  const strains = ["NT", "S", "H", "D", "C"];
  const table = el("table", { class: "dd" });
  table.append(el("caption", { text: "Double dummy: tricks for each declarer" }));
  table.append(el("tr", {}, el("th"), ...strains.map((s) => el("th", { scope: "col", text: SUITS[s] || s }))));
  for (const s of ["N", "S", "E", "W"]) {
    table.append(el("tr", {}, el("th", { scope: "row", text: SEAT_NAMES[s] }),
      ...strains.map((x) => el("td", { text: String(analysis.dd[s][x]) }))));
  }
  return table;
}

function drawEnd() {
  const box = $("#end");
  const end = state.end;
  box.hidden = !end;
  if (!end) {
    box.replaceChildren();
    return;
  }
  const ns = end.score.NS;
  const parts = [
    el("h2", { text: "Result" }),
    el("p", { class: "result", "data-score": String(ns), text: `${end.text}. Score: NS ${ns >= 0 ? "+" : ""}${ns}, EW ${-ns >= 0 ? "+" : ""}${-ns}.` }),
  ];
  const deal = el("div", { class: "deal", "aria-label": "The deal" });
  for (const s of ORDER) {
    const lines = ["S", "H", "D", "C"].map((suit) => {
      const ranks = end.deal[s].filter((c) => c[0] === suit).map((c) => (c[1] === "T" ? "10" : c[1])).join(" ");
      return el("span", { class: `suitline${suit === "H" || suit === "D" ? " red" : ""}`, text: `${SUITS[suit]} ${ranks || "—"}` });
    });
    deal.append(el("div", { class: `dealhand ${s}` }, el("h3", { text: SEAT_NAMES[s] }), ...lines));
  }
  parts.push(deal);
  const costly = new Map();
  if (end.analysis) {
    parts.push(ddTable(end.analysis));
    const par = end.analysis.par;
    parts.push(el("p", { class: "par", text: `Par: NS ${par.score.NS >= 0 ? "+" : ""}${par.score.NS} (${par.contracts.join(", ") || "pass"})` }));
    for (const c of end.analysis.costly || []) costly.set(c.index, c);
    const named = [...costly.values()].map((c) => `${SEAT_NAMES[c.seat]} ${shortCard(c.card)} (${c.cost})`);
    parts.push(el("p", { class: "costly", text: named.length ? `Cards that cost a trick (★): ${named.join(", ")}` : "No card cost a trick." }));
  } else {
    parts.push(el("p", { class: "costly", text: "Double-dummy analysis needs the dds extra (or is on its way)." }));
  }
  if (end.reasons.length) {
    const ol = el("ol", { class: "reasons" });
    end.reasons.forEach((r, i) => {
      const mark = costly.has(i + 1) ? " ★" : "";
      ol.append(el("li", { text: `Trick ${r.trick}: ${SEAT_NAMES[r.seat]} ${shortCard(r.card)}${mark}${r.explain ? " — " + r.explain : ""}` }));
    });
    parts.push(el("details", {}, el("summary", { text: "The cards played, and the robots' reasons" }), ol));
  }
  box.replaceChildren(...parts);
}

function draw() {
  const main = $("#table");
  main.setAttribute("data-state", state.state);
  main.dataset.events = String(state.events);
  main.removeAttribute("aria-busy");
  drawInfo();
  for (const s of ORDER) drawHand(s);
  drawTrick();
  drawAuction();
  drawBiddingBox();
  drawStatus();
  drawControls();
  drawEnd();
  // Keep typing working after a redraw took the focus away (not on touch screens, where
  // focusing the entry would open the on-screen keyboard).
  if ((document.activeElement === document.body || !document.activeElement) && matchMedia("(pointer: fine)").matches) {
    $("#entry").focus({ preventScroll: true });
  }
}

// ------------------------------------------------------------------ talking to the server

function say(text) {
  $("#message").textContent = text;
}

function send(text) {
  if (!socket || socket.readyState !== WebSocket.OPEN || !state) {
    say("Not connected yet.");
    return;
  }
  socket.send(JSON.stringify({ text, at: state.events }));
}

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${proto}://${location.host}/ws/${seat}?token=${encodeURIComponent(token)}`);
  socket.addEventListener("open", () => { retry = 500; });
  socket.addEventListener("message", (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "state") {
      state = msg.state;
      draw();
    } else if (msg.type === "reply") {
      say(msg.message);
    }
  });
  socket.addEventListener("close", (ev) => {
    if (ev.code === 1008) {
      noToken();
      return;
    }
    $("#status").textContent = "Connection lost: trying again…";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

function noToken() {
  $("#table").setAttribute("data-state", "locked");
  $("#board-info").textContent = "This page needs its seat's address, with the token that bridgefp serve printed (…?token=…).";
  for (const box of document.querySelectorAll(".hand, .trick, #bidding-box, #controls")) box.replaceChildren();
}

function wire() {
  const entry = $("#entry");
  $("#entry-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = entry.value.trim();
    if (text) send(text);
    entry.value = "";
  });
  $("#hint").addEventListener("click", () => send("hint"));
  $("#undo").addEventListener("click", () => send("undo"));
  $("#claim").addEventListener("click", () => send(`claim ${$("#claim-n").value}`));
  $("#next").addEventListener("click", () => send("next"));
  // Typing anywhere goes to the entry: "sa" or "1h" then Enter acts, as at the terminal.
  document.addEventListener("keydown", (ev) => {
    const t = ev.target;
    if (t instanceof HTMLInputElement || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key.length === 1 && ev.key !== " ") {
      ev.preventDefault();
      entry.focus();
      entry.value += ev.key;
    } else if (ev.key === "Enter" && entry.value.trim()) {
      ev.preventDefault();
      $("#entry-form").requestSubmit();
    }
  });
}

wire();
if (!token || !ORDER.includes(seat)) noToken();
else connect();
