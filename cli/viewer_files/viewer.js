// The record viewer: steps through the boards the server sent as JSON (/boards.json).
// A step is one call or card: step k shows the board's first k calls and cards.
// No rule of the game lives here: who won each trick, the DD figures and the result come from the server.

const SEATS = ["N", "E", "S", "W"];
const NAMES = { N: "North", E: "East", S: "South", W: "West" };
const SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_ORDER = ["S", "H", "D", "C"];
const RANKS = "23456789TJQKA";

const view = document.getElementById("viewer");
const $ = (id) => document.getElementById(id);
let boards = [];
let at = { board: 0, step: 0 };

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.append(child);
  return node;
}

function suit(letter) {
  return el("span", { className: `suit s-${letter}`, textContent: SYMBOLS[letter] });
}

function rankText(r) {
  return r === "T" ? "10" : r;
}

// "1H", "3NT", "4SX", "P", "X", "XX" as a node with a red heart or diamond.
function callNode(text) {
  const span = el("span", { className: "call" });
  const m = /^([1-7])([CDHS])(.*)$/.exec(text);
  if (m) span.append(m[1], suit(m[2]), m[3]);
  else span.append(text === "P" ? "Pass" : text);
  return span;
}

function callText(call) {
  if (call === "P") return "Pass";
  const m = /^([1-7])([CDHS])(.*)$/.exec(call);
  return m ? m[1] + SYMBOLS[m[2]] + m[3] : call;
}

function cardNode(card) {
  return el("span", { className: "card" }, suit(card[0]), rankText(card[1]));
}

function totalSteps(b) {
  return b.calls.length + b.cards.length;
}

function clampStep(b, step) {
  return Math.max(0, Math.min(totalSteps(b), step));
}

// ------------------------------------------------------------------ drawing

function drawHands(b, played) {
  const gone = new Set(b.cards.slice(0, played).map((c) => c.card));
  const turn = nextSeat(b, at.step);
  for (const seat of SEATS) {
    const box = view.querySelector(`.hand[data-seat="${seat}"]`);
    box.replaceChildren(el("h3", { textContent: NAMES[seat] + (seat === b.dealer ? " (dealer)" : "") }));
    box.classList.toggle("turn", seat === turn);
    box.classList.toggle("vul", isVulnerable(b.vulnerable, seat));
    for (const s of SUIT_ORDER) {
      const ranks = b.hands[seat].filter((c) => c[0] === s && !gone.has(c))
        .map((c) => c[1]).sort((x, y) => RANKS.indexOf(y) - RANKS.indexOf(x));
      box.append(el("div", { className: "line" }, suit(s), " ", ranks.length ? ranks.map(rankText).join(" ") : "—"));
    }
  }
}

function isVulnerable(vul, seat) {
  return vul === "All" || (vul === "NS" && "NS".includes(seat)) || (vul === "EW" && "EW".includes(seat));
}

function nextSeat(b, step) {
  const calls = Math.min(step, b.calls.length);
  if (calls < b.calls.length || (!b.contract && b.recorded)) {
    const i = SEATS.indexOf(b.dealer);
    return SEATS[(i + calls) % 4];
  }
  const played = step - b.calls.length;
  if (played >= b.cards.length) return null;
  return b.cards[played].seat;
}

function drawTrick(b, played) {
  const slots = {};
  for (const seat of SEATS) {
    slots[seat] = view.querySelector(`.slot[data-slot="${seat}"]`);
    slots[seat].replaceChildren();
  }
  if (played > 0) {
    const first = Math.floor((played - 1) / 4) * 4;
    for (const c of b.cards.slice(first, played)) slots[c.seat].append(cardNode(c.card));
  }
  const won = { NS: 0, EW: 0 };
  for (const c of b.cards.slice(0, played)) if (c.won) won["NS".includes(c.won) ? "NS" : "EW"] += 1;
  $("tally").textContent = played ? `NS ${won.NS} · EW ${won.EW}` : "";
}

function drawAuction(b, calls) {
  const table = $("auction");
  const head = el("tr", {}, ...["W", "N", "E", "S"].map((s) => el("th", { scope: "col", textContent: NAMES[s] })));
  const rows = [head];
  let row = el("tr");
  const skip = ["W", "N", "E", "S"].indexOf(b.dealer);
  for (let i = 0; i < skip; i++) row.append(el("td"));
  b.calls.forEach((c, i) => {
    if (row.children.length === 4) { rows.push(row); row = el("tr"); }
    const cell = el("td", { className: i < calls ? "" : "hidden" }, callNode(c.call));
    if (c.alert) cell.append("!");
    if (c.note) cell.title = c.note;
    if (i === calls - 1) cell.classList.add("now");
    row.append(cell);
  });
  rows.push(row);
  table.replaceChildren(el("tbody", {}, ...rows));
  const last = calls > 0 ? b.calls[calls - 1] : null;
  $("note").textContent = last && last.note ? `${NAMES[last.seat]}, ${last.call}: ${last.note}` : "";
  if (!b.recorded) $("note").textContent = "The record gives the contract without an auction.";
}

function drawPlay(b, played) {
  const list = $("play");
  const items = [];
  for (let t = 0; t * 4 < b.cards.length; t++) {
    const cards = b.cards.slice(t * 4, t * 4 + 4);
    const item = el("li", { className: t * 4 < played ? "" : "hidden" });
    cards.forEach((c, j) => {
      const i = t * 4 + j;
      const cell = el("span", { className: "played" + (i < played ? "" : " hidden") + (i === played - 1 ? " now" : "") },
        `${c.seat} `, cardNode(c.card));
      if (c.cost > 0) {
        cell.classList.add("cost");
        cell.append(el("sup", { textContent: `−${c.cost}` }));
        cell.title = `cost ${c.cost} trick${c.cost > 1 ? "s" : ""} double dummy`;
      }
      if (c.dd !== undefined) cell.dataset.dd = c.dd;
      item.append(cell);
    });
    const last = cards[cards.length - 1];
    if (last.won && t * 4 + 4 <= played) {
      const won = el("span", { className: "won" }, el("span", { className: "sr", textContent: "won by " }), `→ ${NAMES[last.won]}`);
      if (last.dd !== undefined) won.append(el("span", { className: "dd-after", title: "tricks declarer's side can take, double dummy" }, ` · DD ${last.dd}`));
      item.append(won);
    }
    items.push(item);
  }
  list.replaceChildren(...items);
}

function drawDD(b) {
  $("dd-panel").hidden = !b.dd;
  if (!b.dd) return;
  const strains = ["NT", "S", "H", "D", "C"];
  const head = el("tr", {}, el("th"), ...strains.map((x) => el("th", { scope: "col" }, x === "NT" ? "NT" : suit(x))));
  const rows = ["N", "S", "E", "W"].map((seat) => el("tr", {}, el("th", { scope: "row", textContent: seat }),
    ...strains.map((x) => el("td", { textContent: String(b.dd.table[seat][x]) }))));
  $("dd").replaceChildren(el("caption", { textContent: "Tricks for each declarer" }), el("tbody", {}, head, ...rows));
  const par = $("par");
  par.replaceChildren();
  if (!b.dd.par.contracts.length) par.append("Par: 0, passed out");
  else {
    par.append(`Par: NS ${signed(b.dd.par.score)}: `);
    b.dd.par.contracts.forEach((c, i) => {
      if (i) par.append(", ");
      par.append(callNode(c.contract), ` by ${c.declarers}`, c.result ? ` ${signed(c.result)}` : "");
    });
  }
}

function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

function describe(b, step) {
  const total = totalSteps(b);
  if (step === 0) return `Step 0 of ${total}: the deal.`;
  if (step <= b.calls.length) {
    const c = b.calls[step - 1];
    return `Step ${step} of ${total}: ${NAMES[c.seat]} calls ${callText(c.call)}.`;
  }
  const c = b.cards[step - b.calls.length - 1];
  let text = `Step ${step} of ${total}: ${NAMES[c.seat]} plays ${SYMBOLS[c.card[0]]}${rankText(c.card[1])}.`;
  if (c.dd !== undefined) text += ` Declarer's side can take ${c.dd} tricks double dummy` +
    (c.cost > 0 ? `; this card cost ${c.cost}.` : ".");
  if (c.won) text += ` ${NAMES[c.won]} wins the trick.`;
  return text;
}

function facts(b, step) {
  const parts = [`Dealer ${NAMES[b.dealer]}`, `Vulnerable: ${b.vulnerable}`];
  const node = el("span", {}, parts.join(" · "));
  const known = b.contract && (step >= b.calls.length || !b.recorded);
  if (known && b.declarer) node.append(" · ", callNode(b.contract), ` by ${NAMES[b.declarer]}`);
  else if (known) node.append(" · Passed out");
  const end = step === totalSteps(b);
  if (end && b.claim) node.append(" · ", b.claim.text);
  if (end && b.result) node.append(` · ${b.result}`);
  if (end && b.score) node.append(` · NS ${signed(b.score.NS)}`);
  if (b.dd && b.dd.before !== null && step === b.calls.length)
    node.append(` · DD before the lead: ${b.dd.before} tricks for declarer's side`);
  return node;
}

function draw() {
  const b = boards[at.board];
  if (!b) return;
  const step = at.step;
  const played = Math.max(0, step - b.calls.length);
  view.dataset.board = String(b.number);
  view.dataset.step = String(step);
  $("title").textContent = `Board ${b.number}`;
  $("facts").replaceChildren(facts(b, step));
  $("status").textContent = describe(b, step);
  drawHands(b, played);
  drawTrick(b, played);
  drawAuction(b, Math.min(step, b.calls.length));
  drawPlay(b, played);
  drawDD(b);
  $("prev-board").disabled = at.board === 0;
  $("next-board").disabled = at.board === boards.length - 1;
  $("back").disabled = step === 0;
  $("next").disabled = step === totalSteps(b);
  const hash = `#board=${b.number}&step=${step}`;
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

// ------------------------------------------------------------------ moving

function go(board, step) {
  if (!boards.length) return;
  const i = Math.max(0, Math.min(boards.length - 1, board));
  at = { board: i, step: clampStep(boards[i], step) };
  draw();
}

function openFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const number = Number.parseInt(params.get("board") ?? "", 10);
  const step = Number.parseInt(params.get("step") ?? "0", 10);
  const found = boards.findIndex((b) => b.number === number);
  go(found >= 0 ? found : at.board, Number.isNaN(step) ? 0 : step);
}

const KEYS = {
  ArrowRight: () => go(at.board, at.step + 1),
  ArrowLeft: () => go(at.board, at.step - 1),
  ArrowDown: () => go(at.board + 1, 0),
  ArrowUp: () => go(at.board - 1, 0),
  Home: () => go(at.board, 0),
  End: () => go(at.board, Number.MAX_SAFE_INTEGER),
};

document.addEventListener("keydown", (event) => {
  const action = KEYS[event.key];
  if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  action();
});
$("next").addEventListener("click", KEYS.ArrowRight);
$("back").addEventListener("click", KEYS.ArrowLeft);
$("next-board").addEventListener("click", KEYS.ArrowDown);
$("prev-board").addEventListener("click", KEYS.ArrowUp);
window.addEventListener("hashchange", openFragment);

const response = await fetch("/boards.json");
boards = await response.json();
view.setAttribute("aria-busy", "false");
if (boards.length) openFragment();
else $("title").textContent = "No boards in this file.";
