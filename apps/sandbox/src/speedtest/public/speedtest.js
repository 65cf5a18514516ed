// Measures against the LibreSpeed backend protocol of this origin: empty.php (ping, upload), garbage.php
// (download), getIP.php. `?seconds=N` sets how long download and upload each run (default 5).
'use strict';

const SECONDS = Math.min(Math.max(Number(new URLSearchParams(location.search).get('seconds')) || 5, 1), 30);
const STREAMS = 3;
const PINGS = 10;
const UPLOAD_BYTES = 1024 * 1024;

const $ = (id) => document.getElementById(id);
const show = (id, value) => ($(id).textContent = value.toLocaleString('pt-BR', { maximumFractionDigits: 1 }));
const fresh = (path) => `${path}${path.includes('?') ? '&' : '?'}r=${Math.random()}`;
const mbps = (bytes, started) => (bytes * 8) / ((performance.now() - started) / 1000) / 1e6;

async function ping() {
  const times = [];
  for (let index = 0; index < PINGS; index++) {
    const started = performance.now();
    await fetch(fresh('empty.php'), { cache: 'no-store' });
    times.push(performance.now() - started);
  }
  // The first call may open the connection: left out.
  const samples = times.slice(1);
  const jitter = samples.slice(1).reduce((sum, time, index) => sum + Math.abs(time - samples[index]), 0) / (samples.length - 1);
  show('ping', Math.min(...samples));
  show('jitter', jitter);
}

/** Runs `stream` in STREAMS parallel loops until SECONDS have passed; `count` adds bytes to the running total. */
async function measure(id, stream) {
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const abort = new AbortController();
  let bytes = 0;
  const count = (more) => {
    bytes += more;
    show(id, mbps(bytes, started));
  };
  const timer = setTimeout(() => abort.abort(), SECONDS * 1000);
  const loop = async () => {
    while (performance.now() < deadline) await stream(count, abort.signal).catch(() => {});
  };
  await Promise.all(Array.from({ length: STREAMS }, loop));
  clearTimeout(timer);
  show(id, mbps(bytes, started));
}

async function downloadOnce(count, signal) {
  const response = await fetch(fresh('garbage.php?ckSize=25'), { cache: 'no-store', signal });
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    count(value.length);
  }
}

let payload;
function uploadPayload() {
  if (payload) return payload;
  // getRandomValues fills at most 64 KiB per call; random bytes so no compression flatters the result.
  const bytes = new Uint8Array(UPLOAD_BYTES);
  for (let offset = 0; offset < bytes.length; offset += 65536) crypto.getRandomValues(bytes.subarray(offset, offset + 65536));
  return (payload = new Blob([bytes], { type: 'application/octet-stream' }));
}

async function uploadOnce(count, signal) {
  await fetch(fresh('empty.php'), { method: 'POST', body: uploadPayload(), cache: 'no-store', signal });
  count(UPLOAD_BYTES);
}

async function run() {
  $('start').disabled = true;
  for (const id of ['download', 'upload', 'ping', 'jitter']) $(id).textContent = '–';
  try {
    $('status').textContent = 'Medindo ping…';
    await ping();
    $('status').textContent = 'Medindo download…';
    await measure('download', downloadOnce);
    $('status').textContent = 'Medindo upload…';
    await measure('upload', uploadOnce);
    $('status').textContent = 'Teste concluído.';
  } catch {
    $('status').textContent = 'O teste falhou. Tente novamente.';
  } finally {
    $('start').disabled = false;
  }
}

$('start').addEventListener('click', run);
fetch('getIP.php', { cache: 'no-store' })
  .then((response) => response.json())
  .then((ip) => ($('ip').textContent = ip.processedString))
  .catch(() => ($('ip').textContent = '–'));
