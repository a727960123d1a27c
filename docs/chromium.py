"""A headless Chromium driven over the DevTools protocol, with Python's standard library alone.

The docs build uses it to draw the chapters' Mermaid diagrams as PNGs, and the site check to load
each page, wait until DocC's scripts have rendered it, and collect every script error. One browser
serves a whole run: a launch costs seconds, a page only a fraction of one.
"""

import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request


# Where macOS keeps the browsers (for all users, then for one); Linux puts them on PATH.
MACOS_APPS = ["Google Chrome.app/Contents/MacOS/Google Chrome", "Chromium.app/Contents/MacOS/Chromium",
              "Google Chrome Canary.app/Contents/MacOS/Google Chrome Canary"]


def find_chromium():
  """Chrome or Chromium: $DOCS_CHROMIUM, then PATH, then macOS's Applications folders; or None."""
  chosen = os.environ.get("DOCS_CHROMIUM")
  if chosen:
    return chosen if os.access(chosen, os.X_OK) else None
  for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"):
    path = shutil.which(name)
    if path:
      return path
  for folder in ("/Applications", os.path.expanduser("~/Applications")):
    for app in MACOS_APPS:
      path = os.path.join(folder, app)
      if os.access(path, os.X_OK):
        return path
  return None


def install_hint():
  """How to get a browser on this system, in a few words."""
  if sys.platform == "darwin":
    return "install Chrome, or `brew install --cask chromium`; or set DOCS_CHROMIUM to a Chrome binary"
  return "`apt-get install chromium` (or your system's chromium package); or set DOCS_CHROMIUM"


class Browser:
  """One headless Chromium process and one page (tab) in it, driven over a WebSocket."""

  def __init__(self, width=1400, height=1000):
    binary = find_chromium()
    if not binary:
      raise RuntimeError(f"no Chrome or Chromium found: {install_hint()}")
    self.profile = tempfile.mkdtemp(prefix="docs-chromium-")
    self.proc = subprocess.Popen(
      [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
       "--allow-file-access-from-files", "--hide-scrollbars", "--no-first-run",
       "--remote-debugging-port=0", "--remote-allow-origins=*", f"--user-data-dir={self.profile}",
       f"--window-size={width},{height}", "about:blank"],
      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    port = self._read_port()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as r:
      pages = [t for t in json.load(r) if t.get("type") == "page"]
    self.sock = _WebSocket(pages[0]["webSocketDebuggerUrl"])
    self.next_id = 0
    self.events = []
    self.call("Page.enable")
    self.call("Runtime.enable")
    self.call("Log.enable")

  def _read_port(self):
    deadline = time.time() + 30
    seen = b""
    while time.time() < deadline:
      line = self.proc.stderr.readline()
      if not line:
        break
      seen += line
      m = re.search(rb"DevTools listening on ws://[^:]+:(\d+)/", line)
      if m:
        # Keep draining stderr so that chromium never blocks on a full pipe.
        import threading
        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()
        return int(m.group(1))
    self.close()
    raise RuntimeError("chromium did not start:\n" + seen.decode(errors="replace")[-2000:])

  def call(self, method, **params):
    """Sends one command and returns its result; events that arrive meanwhile are kept."""
    self.next_id += 1
    my_id = self.next_id
    self.sock.send(json.dumps({"id": my_id, "method": method, "params": params}))
    while True:
      msg = json.loads(self.sock.recv())
      if msg.get("id") == my_id:
        if "error" in msg:
          raise RuntimeError(f"{method}: {msg['error']}")
        return msg.get("result", {})
      if "method" in msg:
        self.events.append(msg)

  def evaluate(self, expression, await_promise=False):
    r = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=await_promise)
    if "exceptionDetails" in r:
      raise RuntimeError("script failed: " + json.dumps(r["exceptionDetails"])[:1000])
    return r["result"].get("value")

  def navigate(self, url):
    self.events.clear()
    self.call("Page.navigate", url=url)

  def wait_for(self, expression, timeout=20.0):
    """Polls a JavaScript expression until it is truthy; returns its last value."""
    deadline = time.time() + timeout
    value = None
    while time.time() < deadline:
      try:
        value = self.evaluate(expression)
      except RuntimeError:
        value = None
      if value:
        return value
      time.sleep(0.1)
    return value

  def script_errors(self):
    """Uncaught exceptions and console errors since the last navigation."""
    errors = []
    for e in self.events:
      if e["method"] == "Runtime.exceptionThrown":
        d = e["params"]["exceptionDetails"]
        errors.append((d.get("exception", {}).get("description") or d.get("text", "")).split("\n")[0])
      elif e["method"] == "Runtime.consoleAPICalled" and e["params"].get("type") == "error":
        errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in e["params"]["args"]))
      elif e["method"] == "Log.entryAdded" and e["params"]["entry"].get("level") == "error":
        errors.append(e["params"]["entry"].get("text", "") + " " + e["params"]["entry"].get("url", ""))
    return errors

  def screenshot(self, path, clip=None, scale=1, full_page=False):
    params = {"format": "png", "captureBeyondViewport": bool(clip) or full_page}
    if clip:
      params["clip"] = dict(clip, scale=scale)
    elif full_page:
      metrics = self.call("Page.getLayoutMetrics")["cssContentSize"]
      params["clip"] = {"x": 0, "y": 0, "width": metrics["width"], "height": metrics["height"], "scale": scale}
    data = self.call("Page.captureScreenshot", **params)["data"]
    with open(path, "wb") as f:
      f.write(base64.b64decode(data))

  def close(self):
    try:
      if getattr(self, "sock", None):
        self.sock.close()
    finally:
      self.proc.terminate()
      try:
        self.proc.wait(timeout=10)
      except subprocess.TimeoutExpired:
        self.proc.kill()
      shutil.rmtree(self.profile, ignore_errors=True)

  def __enter__(self):
    return self

  def __exit__(self, *exc):
    self.close()


class _WebSocket:
  """The client side of RFC 6455, enough for the DevTools protocol: text frames, masked."""

  def __init__(self, url):
    m = re.match(r"ws://([^:/]+):(\d+)(/.*)", url)
    host, port, path = m.group(1), int(m.group(2)), m.group(3)
    self.sock = socket.create_connection((host, port), timeout=120)
    key = base64.b64encode(os.urandom(16)).decode()
    self.sock.sendall(
      (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
       f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
      chunk = self.sock.recv(4096)
      if not chunk:
        raise RuntimeError("the DevTools socket closed during the handshake")
      response += chunk
    head, self.buffer = response.split(b"\r\n\r\n", 1)
    if b" 101 " not in head.split(b"\r\n")[0]:
      raise RuntimeError("DevTools refused the WebSocket: " + head.decode(errors="replace"))

  def _read(self, n):
    while len(self.buffer) < n:
      chunk = self.sock.recv(1 << 16)
      if not chunk:
        raise RuntimeError("the DevTools socket closed")
      self.buffer += chunk
    data, self.buffer = self.buffer[:n], self.buffer[n:]
    return data

  def send(self, text):
    payload = text.encode()
    header = bytearray([0x81])
    n = len(payload)
    if n < 126:
      header.append(0x80 | n)
    elif n < 1 << 16:
      header.append(0x80 | 126)
      header += struct.pack(">H", n)
    else:
      header.append(0x80 | 127)
      header += struct.pack(">Q", n)
    mask = os.urandom(4)
    header += mask
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    self.sock.sendall(bytes(header) + masked)

  def recv(self):
    message = b""
    while True:
      b0, b1 = self._read(2)
      opcode, n = b0 & 0x0F, b1 & 0x7F
      if n == 126:
        n = struct.unpack(">H", self._read(2))[0]
      elif n == 127:
        n = struct.unpack(">Q", self._read(8))[0]
      mask = self._read(4) if b1 & 0x80 else None
      data = self._read(n)
      if mask:
        data = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
      if opcode == 0x8:
        raise RuntimeError("the DevTools socket closed")
      if opcode == 0x9:  # ping: answer, and read on
        continue
      message += data
      if b0 & 0x80:
        return message.decode()

  def close(self):
    try:
      self.sock.close()
    except OSError:
      pass
