// Castellan's web board. It knows no rule: the server sends the legal turns as the squares to
// click (and, where several turns share them, what a chooser offers), and everything the rules
// say about the position. The page draws the board from FENs, matches clicks against the turns,
// and sends the chosen turn's text back.

const $ = (id) => document.getElementById(id);

// Piece pictures by the variant's piece names (pieces/README.md); the Norochess King is not royal.
const PICTURES = {
  'King': 'King', 'Queen': 'Queen', 'Rook': 'Rook', 'Bishop': 'Bishop', 'Knight': 'Knight', 'Pawn': 'Pawn',
  'Archbishop': 'Archbishop', 'Chancellor': 'Chancellor', "Queen's Guard": 'LShield', "King's Guard": 'RShield',
  'Firzan': 'Advisor', 'Elephant': 'Elephant', 'Prince': 'Commoner', 'Princess': 'Princess', 'Duke': 'HCrown',
  'Wizard': 'Wizard', 'Dragon': 'Dragon', 'Subject': 'Hat',
};
const ORTHODOX = 'KQRBNP';

const ui = {
  board: null,        // the id of the server's board
  state: null,        // the last BoardState
  variants: [],
  flipped: false,
  view: -1,           // the ply shown: -1 the current position, else the number of turns played
  clicks: [],         // the squares clicked so far toward a turn
  lines: new Map(),   // MultiPV line -> the last thinking report
  socket: null,
  pinger: null,
};

// ------------------------------------------------------------------ the server

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (method === 'POST') {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body || {});
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    showError('the server cannot be reached: ' + e.message);
    throw e;
  }
  const type = res.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await res.json() : await res.text();
  if (!res.ok) {
    showError(data.error || ('HTTP ' + res.status));
    if (data.state) setState(data.state);
    const err = new Error(data.error);
    err.handled = true;
    throw err;
  }
  showError('');
  return data;
}

function connect() {
  if (ui.socket) ui.socket.close();
  clearInterval(ui.pinger);
  const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/boards/' + ui.board + '/ws';
  const ws = new WebSocket(url);
  ui.socket = ws;
  ws.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === 'thinking') showThinking(msg);
    else setState(msg);
  };
  ws.onclose = (ev) => {
    if (ui.socket !== ws) return;
    clearInterval(ui.pinger);
    if (ev.code === 1008 || ev.code === 1001) showError('this board was closed (' + (ev.reason || ev.code) + '): start a new game');
    else setTimeout(() => { if (ui.socket === ws) connect(); }, 2000);
  };
  // A ping now and then: the server closes a socket silent for a minute (a page that has gone).
  ui.pinger = setInterval(() => { if (ws.readyState === 1) ws.send('ping'); }, 15000);
}

// ------------------------------------------------------------------ state

function setState(s) {
  if (ui.state && s.id === ui.state.id && s.generation < ui.state.generation) return; // an older state
  const changed = !ui.state || s.id !== ui.state.id || s.generation !== ui.state.generation;
  ui.state = s;
  if (changed) {
    ui.clicks = [];
    ui.view = -1;
    hideChooser();
    ui.lines.clear(); // the thinking was about an earlier position
  }
  syncControls();
  render();
}

function syncControls() {
  const s = ui.state;
  $('variant').value = s.variant;
  $('engine').value = s.engine;
  $('level').value = String(s.level);
  $('think').value = String(s.thinkMs);
  $('analysis').checked = s.analysis;
  $('lines').value = String(s.multiPv);
  document.body.dataset.generation = s.generation;
  document.body.dataset.status = s.status;
}

// ------------------------------------------------------------------ the board

// A FEN's placement as rows of {letter, white, power} or null, highest rank first.
function parsePlacement(fen, files) {
  const rows = fen.split(' ')[0].split('/');
  return rows.map((row) => {
    const out = [];
    let i = 0;
    while (i < row.length) {
      const c = row[i];
      if (c >= '0' && c <= '9') {
        let n = c.charCodeAt(0) - 48;
        if (row[i + 1] >= '0' && row[i + 1] <= '9') { n = n * 10 + row.charCodeAt(i + 1) - 48; i++; }
        for (let k = 0; k < n; k++) out.push(null);
        i++;
      } else {
        const piece = { letter: c.toUpperCase(), white: c === c.toUpperCase(), power: row[i + 1] === '*' };
        out.push(piece);
        i += piece.power ? 2 : 1;
      }
    }
    while (out.length < files) out.push(null);
    return out;
  });
}

function squareName(file, rank) { return String.fromCharCode(97 + file) + (rank + 1); }

function shownFen() {
  const s = ui.state;
  if (ui.view < 0 || ui.view >= s.moves.length) return ui.view === 0 ? s.startFen : s.fen;
  return ui.view === 0 ? s.startFen : s.moves[ui.view - 1].fen;
}

function viewingNow() { return ui.view < 0 || ui.view === ui.state.moves.length; }

function pictureOf(piece) {
  const name = ui.state.pieces[piece.letter] || '';
  let base = PICTURES[name] || 'Pawn';
  if (ui.state.variant === 'norochess' && piece.letter === 'K') base = 'Commoner';
  return 'pieces/' + (piece.white ? 'White' : 'Black') + base + '.svg';
}

function candidates() {
  const c = ui.clicks;
  return ui.state.turns.filter((t) => t.clicks.length >= c.length && c.every((sq, i) => t.clicks[i] === sq));
}

function render() {
  const s = ui.state;
  const board = $('board');
  const now = viewingNow();
  const rows = parsePlacement(shownFen(), s.files);
  const cands = now ? candidates() : [];
  const targets = new Set();
  if (now && ui.clicks.length > 0) for (const t of cands) if (t.clicks.length > ui.clicks.length) targets.add(t.clicks[ui.clicks.length]);
  const huffed = now && ui.clicks.length > 0 && s.huffable.includes(ui.clicks[0]) ? ui.clicks[0] : null;
  const royalty = kingMarks();
  board.style.gridTemplateColumns = `repeat(${s.files}, 1fr)`;
  $('board-wrap').style.setProperty('--aspect', String(s.files / s.ranks)); // the whole board fits the window's height
  board.innerHTML = '';
  for (let r = 0; r < s.ranks; r++) {
    for (let f = 0; f < s.files; f++) {
      const file = ui.flipped ? s.files - 1 - f : f;
      const rank = ui.flipped ? r : s.ranks - 1 - r;
      const name = squareName(file, rank);
      const piece = rows[s.ranks - 1 - rank][file];
      const el = document.createElement('div');
      el.className = 'sq ' + ((file + rank) % 2 === 0 ? 'dark' : 'light');
      el.dataset.sq = name;
      if (piece) {
        el.classList.add('occupied');
        el.dataset.piece = (piece.white ? piece.letter : piece.letter.toLowerCase()) + (piece.power ? '*' : '');
        const img = document.createElement('img');
        img.src = pictureOf(piece);
        img.alt = (piece.white ? 'white ' : 'black ') + (s.pieces[piece.letter] || piece.letter) + (piece.power ? ' with queen power' : '');
        el.appendChild(img);
        if (piece.power) el.appendChild(powerBadge(piece.white));
        if (!ORTHODOX.includes(piece.letter)) badge(el, piece.letter);
        if (piece.letter === 'K' && now && royalty[piece.white ? 'white' : 'black']) el.classList.add(royalty[piece.white ? 'white' : 'black']);
      }
      if (f === 0) coord(el, 'rank', String(rank + 1));
      if (r === s.ranks - 1) coord(el, 'file', String.fromCharCode(97 + file));
      if (now && s.lastMove.includes(name)) el.classList.add('last');
      if (now && s.checkSquare === name) el.classList.add('check');
      if (now && s.huffable.includes(name) && !huffed) el.classList.add('huffable');
      if (name === huffed) el.classList.add('huffed');
      if (now && ui.clicks.length > 0 && ui.clicks[ui.clicks.length - 1] === name) el.classList.add('selected');
      if (targets.has(name)) el.classList.add('target');
      board.appendChild(el);
    }
  }
  renderSide();
}

function coord(el, kind, text) {
  const c = document.createElement('span');
  c.className = 'coord ' + kind;
  c.textContent = text;
  el.appendChild(c);
}

function badge(el, letter) {
  const b = document.createElement('span');
  b.className = 'badge';
  b.textContent = letter;
  el.appendChild(b);
}

function powerBadge(white) {
  const q = document.createElement('img');
  q.className = 'power';
  q.src = 'pieces/' + (white ? 'White' : 'Black') + 'Queen.svg';
  q.alt = '';
  return q;
}

// Kingdom: which King is immune (its side has a Duke) or royal, as the rules' notes say.
function kingMarks() {
  const marks = {};
  for (const line of ui.state.notes) {
    const m = /^(White|Black) King: (immune|royal)/.exec(line);
    if (m) marks[m[1].toLowerCase()] = m[2];
  }
  return marks;
}

// ------------------------------------------------------------------ entering a turn

function onSquare(name) {
  const s = ui.state;
  if (!s) return;
  if (!viewingNow()) { ui.view = -1; ui.clicks = []; render(); return; }
  const next = ui.clicks.concat([name]);
  const matching = s.turns.filter((t) => t.clicks.length >= next.length && next.every((sq, i) => t.clicks[i] === sq));
  if (ui.clicks.length > 0 && matching.length > 0) {
    ui.clicks = next;
    const complete = matching.filter((t) => t.clicks.length === next.length);
    if (complete.length === matching.length) {
      if (complete.length === 1) send(complete[0].text);
      else showChooser(complete);
    }
    render();
    return;
  }
  // A new start: a piece that can move, or a huffable piece.
  const starts = s.turns.filter((t) => t.clicks[0] === name);
  ui.clicks = starts.length > 0 && !(ui.clicks.length === 1 && ui.clicks[0] === name) ? [name] : [];
  hideChooser();
  render();
}

function showChooser(turns) {
  const box = $('chooser');
  box.innerHTML = '';
  const h = document.createElement('h3');
  const promotions = turns.every((t) => t.choice);
  h.textContent = promotions ? 'Promote to' : 'Which move?';
  box.appendChild(h);
  const white = ui.state.sideToMove === 'white';
  for (const t of turns) {
    const b = document.createElement('button');
    b.dataset.text = t.text;
    if (promotions) {
      b.dataset.choice = t.choice;
      const letter = t.choice.replace('*', '').toUpperCase();
      const name = ui.state.pieces[letter] || letter;
      const img = document.createElement('img');
      img.src = pictureOf({ letter, white, power: false });
      img.alt = name;
      b.appendChild(img);
      const label = document.createElement('span');
      label.textContent = name + (t.choice.endsWith('*') ? ' with queen power' : '');
      b.appendChild(label);
    } else {
      b.className = 'leg';
      b.textContent = t.label + '  (' + t.text + ')';
    }
    b.onclick = () => { hideChooser(); send(t.text); };
    box.appendChild(b);
  }
  const cancel = document.createElement('button');
  cancel.textContent = 'Cancel';
  cancel.className = promotions ? '' : 'leg';
  cancel.id = 'chooser-cancel';
  cancel.onclick = () => { hideChooser(); ui.clicks = []; render(); };
  box.appendChild(cancel);
  box.hidden = false;
}

function hideChooser() { $('chooser').hidden = true; }

async function send(text) {
  try {
    setState(await api('POST', `/api/boards/${ui.board}/move`, { move: text }));
  } catch (e) {
    ui.clicks = [];
    render();
  }
}

// Drag: press on a piece, release on a square; the same as two clicks.
let pressed = null;
function squareAt(ev) {
  const el = document.elementFromPoint(ev.clientX, ev.clientY);
  return el && el.closest ? el.closest('.sq') : null;
}
function setUpInput() {
  const board = $('board');
  board.addEventListener('pointerdown', (ev) => {
    const sq = squareAt(ev);
    if (!sq) return;
    pressed = sq.dataset.sq;
    onSquare(pressed);
  });
  board.addEventListener('pointerup', (ev) => {
    const sq = squareAt(ev);
    const from = pressed;
    pressed = null;
    if (sq && from && sq.dataset.sq !== from) onSquare(sq.dataset.sq);
  });
}

// ------------------------------------------------------------------ side panel

function renderSide() {
  const s = ui.state;
  const over = s.result !== null;
  $('status').textContent = over ? 'Game over' : (s.sideToMove === 'white' ? 'White' : 'Black') + ' to move' + (s.inCheck ? ': check!' : '');
  const res = $('result');
  res.hidden = !over;
  res.textContent = over ? `${s.result} {${s.reason}}` : '';
  const notes = $('notes');
  notes.innerHTML = '';
  for (const line of s.notes.concat(s.countdown ? [s.countdown] : [])) {
    const li = document.createElement('li');
    li.textContent = line;
    notes.appendChild(li);
  }
  $('engine-status').textContent = {
    idle: '', thinking: 'Castellan is thinking…', analysing: 'Castellan is analysing…', waiting: 'waiting for a free core…',
  }[s.status] || '';
  const list = $('moves');
  list.innerHTML = '';
  const start = s.startFen.split(' ');
  let number = parseInt(start[5] || '1', 10);
  const blackFirst = start[1] === 'b';
  let li = null;
  s.moves.forEach((m, i) => {
    const white = (i % 2 === 0) !== blackFirst;
    if (white || li === null) {
      li = document.createElement('li');
      li.value = number;
      list.appendChild(li);
      if (!white) li.appendChild(document.createTextNode('… '));
    }
    const span = document.createElement('span');
    span.textContent = m.text;
    span.dataset.ply = i + 1;
    if ((ui.view < 0 ? s.moves.length : ui.view) === i + 1) span.className = 'current';
    span.onclick = () => { ui.view = i + 1; ui.clicks = []; render(); };
    li.appendChild(span);
    if (!white) number++;
  });
  if (document.activeElement !== $('fen')) $('fen').value = shownFen();
  renderThinking();
}

function showThinking(t) {
  if (!ui.state || t.generation !== ui.state.generation) return;
  ui.lines.set(t.line, t);
  renderThinking();
}

function renderThinking() {
  const body = $('thinking').querySelector('tbody');
  body.innerHTML = '';
  const keys = [...ui.lines.keys()].sort((a, b) => a - b);
  for (const k of keys) {
    const t = ui.lines.get(k);
    const tr = document.createElement('tr');
    const score = t.mate !== null && t.mate !== undefined ? '#' + t.mate : (t.cp >= 0 ? '+' : '') + (t.cp / 100).toFixed(2);
    for (const text of [k, t.depth + '/' + t.selDepth, score + (t.bound === 'exact' ? '' : t.bound === 'lower' ? '↑' : '↓'),
      t.nodes, t.pv.join(' ')]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
}

function showError(text) { $('error').textContent = text; }

// ------------------------------------------------------------------ controls

function settings() {
  return {
    engine: $('engine').value,
    level: parseInt($('level').value, 10),
    thinkMs: parseInt($('think').value, 10),
    analysis: $('analysis').checked,
    multiPv: parseInt($('lines').value, 10),
  };
}

async function changeSettings() {
  try { setState(await api('POST', `/api/boards/${ui.board}/settings`, settings())); } catch (e) { /* shown */ }
}

async function newGame(extra) {
  const body = Object.assign({ variant: $('variant').value }, settings(), extra || {});
  try { setState(await api('POST', `/api/boards/${ui.board}/game`, body)); } catch (e) { /* shown */ }
}

function setUpControls(fullLevel, levelElo) {
  const level = $('level');
  for (let i = fullLevel; i >= 0; i--) {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = i === fullLevel ? 'full' : `${i} (~${levelElo[i]})`;
    if (i < fullLevel) o.title = 'Elo on a scale where Fairy-Max 5.0b is 2000 (docs/strength.md)';
    level.appendChild(o);
  }
  for (const v of ui.variants) {
    const o = document.createElement('option');
    o.value = v.id;
    o.textContent = v.id;
    o.title = v.description;
    $('variant').appendChild(o);
  }
  $('variant').onchange = () => newGame();
  $('new').onclick = () => newGame();
  for (const id of ['engine', 'level', 'think', 'analysis', 'lines']) $(id).onchange = changeSettings;
  $('flip').onclick = () => { ui.flipped = !ui.flipped; render(); };
  $('first').onclick = () => { ui.view = 0; render(); };
  $('back').onclick = () => { const n = ui.view < 0 ? ui.state.moves.length : ui.view; ui.view = Math.max(0, n - 1); render(); };
  $('forward').onclick = () => { if (ui.view >= 0) ui.view = Math.min(ui.state.moves.length, ui.view + 1); render(); };
  $('last').onclick = () => { ui.view = -1; render(); };
  document.addEventListener('keydown', (ev) => {
    if (ev.target.tagName === 'INPUT' || ev.target.tagName === 'TEXTAREA') return;
    if (ev.key === 'ArrowLeft') $('back').click();
    if (ev.key === 'ArrowRight') $('forward').click();
  });
  $('takeback').onclick = async () => {
    try { setState(await api('POST', `/api/boards/${ui.board}/takeback`, {})); } catch (e) { /* shown */ }
  };
  $('copy-fen').onclick = () => copy($('fen').value);
  $('set-fen').onclick = () => newGame({ fen: $('fen').value });
  $('export-pgn').onclick = async () => {
    $('pgn').value = await api('GET', `/api/boards/${ui.board}/pgn`);
    $('pgn-box').open = true;
  };
  $('copy-pgn').onclick = () => copy($('pgn').value);
  $('import-pgn').onclick = () => newGame({ pgn: $('pgn').value, variant: null });
}

function copy(text) {
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).catch(() => {});
  else {
    const t = document.createElement('textarea');
    t.value = text;
    document.body.appendChild(t);
    t.select();
    document.execCommand('copy');
    t.remove();
  }
}

// ------------------------------------------------------------------ start

async function start() {
  const info = await api('GET', '/api/variants');
  ui.variants = info.variants;
  setUpControls(info.fullLevel, info.levelElo);
  setUpInput();
  // The address may ask for a game: ?variant=royal&engine=none&fen=...&moves=e2e4+e7e5&level=5&think=500,
  // or an analysis: ?analysis=1&lines=3
  const q = new URLSearchParams(location.search);
  const body = {
    variant: q.get('variant') || 'normal',
    engine: q.get('engine') || 'black',
    level: q.has('level') ? parseInt(q.get('level'), 10) : info.fullLevel,
  };
  if (q.get('fen')) body.fen = q.get('fen');
  if (q.get('moves')) body.moves = q.get('moves').split(' ').filter((m) => m);
  if (q.get('think')) body.thinkMs = parseInt(q.get('think'), 10);
  if (q.get('analysis')) { body.analysis = true; body.multiPv = parseInt(q.get('lines') || '1', 10); body.engine = 'none'; }
  if (q.get('flip')) ui.flipped = true;
  const state = await api('POST', '/api/boards', body);
  ui.board = state.id;
  setState(state);
  connect();
}

start().catch((e) => { if (!e.handled) showError(String(e)); });
