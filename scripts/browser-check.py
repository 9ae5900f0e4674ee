#!/usr/bin/env python3
"""Checks a self-contained HTML report in headless Chromium, offline, over the DevTools protocol
on a pipe (no port, no network).

For each viewport width: zero console messages of level error or warning-as-error, zero uncaught
exceptions, zero network requests (anything but the file itself), every `svg.chart` painted
(its screenshot has more than one colour), and no horizontal scroll. Prints one line per width
and exits 1 on any failure, 2 when Chromium cannot be started.

    scripts/browser-check.py REPORT.html [--widths 390,1280] [--screenshots DIR] [--chromium PATH]
"""
import argparse, base64, json, os, shutil, struct, subprocess, sys, tempfile, time, zlib


class Browser:
    """Chromium with --remote-debugging-pipe: we write to its fd 3, read from its fd 4."""

    def __init__(self, binary, profile):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        # The child must see our pipe ends as fds 3 and 4: park them high first (one may already
        # be 3 or 4), then place them; dup2 clears close-on-exec, and nothing else is inherited.
        def child_fds():
            os.dup2(to_chrome_r, 20)
            os.dup2(from_chrome_w, 21)
            os.dup2(20, 3)
            os.dup2(21, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)
        args = [binary, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
                "--disable-background-networking", "--disable-component-update", "--hide-scrollbars",
                "--user-data-dir=" + profile, "about:blank"]
        self.process = subprocess.Popen(args, preexec_fn=child_fds, close_fds=False,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise TimeoutError(method)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, session, timeout=30):
        deadline = time.time() + timeout
        for event in self.events:
            if event.get("method") == method and event.get("sessionId") == session:
                return event
        while time.time() < deadline:
            event = self.read()
            self.events.append(event)
            if event.get("method") == method and event.get("sessionId") == session:
                return event
        raise TimeoutError(method)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def png_pixels(data):
    """Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) into rows of bytes."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat, width, height, channels = 8, b"", 0, 0, 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "unexpected PNG format"
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + left) & 255
            elif kind == 2: line[x] = (line[x] + up) & 255
            elif kind == 3: line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def distinct_colours(png):
    width, height, channels, rows = png_pixels(png)
    colours = set()
    for row in rows:
        for x in range(0, width * channels, channels):
            colours.add(row[x:x + 3])
            if len(colours) > 2:
                return len(colours)
    return len(colours)


def check(browser, url, width, screenshot):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Page", "Runtime", "Log", "Network"):
        browser.send(domain + ".enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}, session=session)
    browser.events.clear()
    browser.send("Page.navigate", {"url": url}, session=session)
    browser.wait_for("Page.loadEventFired", session)
    metrics = browser.send("Runtime.evaluate", {"returnByValue": True, "expression": """(() => ({
        scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
        height: document.documentElement.scrollHeight,
        charts: [...document.querySelectorAll('svg.chart')].map(e => { const r = e.getBoundingClientRect();
            return {id: e.querySelector('title') ? e.querySelector('title').textContent : '?',
                    x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height}; })
    }))()"""}, session=session)["result"]["value"]
    failures = []
    for event in browser.events:
        method, params = event.get("method"), event.get("params", {})
        if event.get("sessionId") != session:
            continue
        if method == "Runtime.exceptionThrown":
            failures.append("exception: " + params["exceptionDetails"].get("text", "?"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            failures.append("console error")
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            failures.append("console: " + params["entry"].get("text", ""))
        elif method == "Network.requestWillBeSent":
            request = params["request"]["url"]
            if request != url and not request.startswith("data:") and request != "about:blank":
                failures.append("network request: " + request)
    if metrics["scrollWidth"] > width or metrics["innerWidth"] > width:
        failures.append(f"horizontal scroll: {metrics['scrollWidth']} px of content, {metrics['innerWidth']} px of layout "
                        f"in a {width} px viewport")
    if not metrics["charts"]:
        failures.append("no charts found")
    for chart in metrics["charts"]:
        if chart["w"] < 10 or chart["h"] < 10:
            failures.append(f"chart '{chart['id']}' has no size")
            continue
        shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": {
            "x": chart["x"], "y": chart["y"], "width": chart["w"], "height": chart["h"], "scale": 1}}, session=session)
        if distinct_colours(base64.b64decode(shot["data"])) < 2:
            failures.append(f"chart '{chart['id']}' is blank")
    if screenshot:
        shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": {
            "x": 0, "y": 0, "width": width, "height": min(metrics["height"], 1800 if width < 600 else 1200),
            "scale": 1}}, session=session)
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
    browser.send("Target.closeTarget", {"targetId": target})
    return len(metrics["charts"]), failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report")
    parser.add_argument("--widths", default="390,1280")
    parser.add_argument("--screenshots", help="folder for report-WIDTH.png")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    options = parser.parse_args()
    if options.screenshots:
        os.makedirs(options.screenshots, exist_ok=True)
    if not options.chromium:
        print("chromium is not installed (scripts/setup.sh installs the Debian package)", file=sys.stderr)
        return 2
    url = "file://" + os.path.abspath(options.report)
    profile = tempfile.mkdtemp(prefix="pulsum-chromium-")
    browser = Browser(options.chromium, profile)
    failed = False
    try:
        for width in (int(w) for w in options.widths.split(",")):
            screenshot = os.path.join(options.screenshots, f"report-{width}.png") if options.screenshots else None
            charts, failures = check(browser, url, width, screenshot)
            print(f"{width} px: {charts} charts painted, " + ("ok" if not failures else "; ".join(failures)))
            failed = failed or bool(failures)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
