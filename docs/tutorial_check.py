"""docs/check's part for the tutorials: the table of contents and every tutorial loaded in Chromium,
every step's code pane looked at, at several window widths.

It fails on a missing chapter, tutorial, section or step; a code pane that does not show its file;
a line a code pane clips, at any of WIDTHS; a terminal pane longer than TERMINAL_LINES; a pane of stage
k that shows a line of the learner's code that first appears in a later stage; a question that does not
show or cannot be answered; a table of contents that numbers its chapters itself ("Chapter 2" for
Step 4), an image on it shown below 75% of its size, or a link on it with a contrast under 4.5:1; an
image that did not load; a script error.
"""

import json
import pathlib
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
MANIFEST = ROOT / ".build" / "docs-work" / "tutorials.json"
WIDTHS = (1024, 1180, 1280, 1440, 1600)  # a laptop, an iPad in landscape, the usual, wider ones
MAIN_WIDTH = 1280  # every pane is looked at here; at the other widths, the panes with long lines
TERMINAL_LINES = 60
FOCUS_LINE = 0.35  # where DocC's tutorial page makes a step current: when it crosses this line

RENDERED_TOC = """(() => {
  const h = document.querySelector('.tutorials-overview h1, main h1, h1');
  const chapters = document.querySelectorAll('.volume .chapter, .chapter');
  return h && chapters.length ? {title: h.textContent.trim(), chapters: chapters.length,
    names: [...chapters].map(c => c.innerText.trim().split('\\n')[0])} : null;
})()"""

# Text the reader sees on the table of contents that numbers a chapter, and every link's contrast.
TOC_LOOK = """(() => {
  const visible = e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const numbered = [...document.querySelectorAll('main *')].filter(e => e.children.length === 0 && visible(e)
    && /^Chapter \\d+$/.test(e.textContent.trim())).map(e => e.textContent.trim());
  const rgb = c => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const background = e => { for (let x = e; x; x = x.parentElement) { const c = rgb(getComputedStyle(x).backgroundColor);
    if (c.length >= 3 && (c.length < 4 || c[3] > 0.5)) return c; } return [255, 255, 255]; };
  // A link's colour is that of the element around its text, which may be a span inside it.
  const textColor = a => { const w = document.createTreeWalker(a, NodeFilter.SHOW_TEXT); let n;
    while ((n = w.nextNode())) if (n.textContent.trim()) return getComputedStyle(n.parentElement).color;
    return getComputedStyle(a).color; };
  const links = [...document.querySelectorAll('main a')].filter(visible).map(a => {
    const fg = lum(rgb(textColor(a))), bg = lum(background(a));
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    return {text: a.innerText.trim().slice(0, 40), ratio: Math.round(ratio * 100) / 100}; });
  const images = [...document.querySelectorAll('main img')].filter(visible).map(i =>
    ({src: i.getAttribute('src'), shown: i.getBoundingClientRect().width, natural: i.naturalWidth / (window.devicePixelRatio || 1)}));
  return {numbered, links, images};
})()"""

RENDERED_TUTORIAL = """(() => {
  const sections = document.querySelectorAll('.sections > .section');
  return sections.length ? {sections: sections.length,
    steps: [...sections].map(s => s.querySelectorAll('.step').length)} : null;
})()"""

PANE = """((s, i) => {
  const section = document.querySelectorAll('.sections > .section')[s];
  const step = section.querySelectorAll('.step')[i];
  const r = step.getBoundingClientRect();
  window.scrollBy(0, r.top + Math.min(r.height, 40) / 2 - %(focus)s * window.innerHeight);
  return true;
})(%(s)d, %(i)d)"""

# The code pane of section s once its step i is current: its file's name, its lines' text, and the
# lines that do not fit its width.
MEASURE = """((s, i) => {
  const section = document.querySelectorAll('.sections > .section')[s];
  const step = section.querySelectorAll('.step')[i];
  const pane = section.querySelector('.code-preview');
  if (!pane || !step.classList.contains('focused')) return null;
  const name = pane.querySelector('.filename');
  const lines = [...pane.querySelectorAll('.code-line-container')];
  const box = pane.querySelector('.container-general') || pane;
  const right = box.getBoundingClientRect().right;
  const clipped = [];
  const texts = [];
  lines.forEach((l, n) => {
    const code = l.querySelector('.code-line');
    if (!code) { texts.push(''); return; }
    texts.push(code.textContent);
    const range = document.createRange();
    range.selectNodeContents(code);
    const end = [...range.getClientRects()].reduce((m, r) => Math.max(m, r.right), 0);
    if (end > right + 0.5) clipped.push([n + 1, Math.round(end - right), code.textContent]);
  });
  // The step's first highlighted line, in the pane's view (docs/tutorials.py's script scrolls to it).
  const hl = pane.querySelector('.code-line-container.highlighted');
  const pr = pane.getBoundingClientRect();
  const hr = hl && hl.getBoundingClientRect();
  return {name: name ? name.textContent.trim() : '', lines: lines.length, clipped, texts,
          scroll: box.scrollWidth > box.clientWidth + 1,
          highlightShown: !hl || (hr.top >= pr.top - 1 && hr.bottom <= pr.bottom + 1)};
})(%(s)d, %(i)d)"""

QUESTION = """(() => {
  const quiz = document.querySelector('.assessments .quiz');
  const code = quiz && quiz.querySelector('.question-content pre, pre');
  if (!code) return null;
  const box = code.closest('.code-listing') || code;
  const counter = document.querySelector('.assessments p.title');
  return {title: counter ? counter.textContent.trim() : '', scroll: box.scrollWidth > box.clientWidth + 1,
          widest: code.textContent.split('\\n').reduce((m, l) => l.length > m.length ? l : m, '')};
})()"""


def _width(b, width):
  b.call("Emulation.setDeviceMetricsOverride", width=width, height=1000, deviceScaleFactor=1, mobile=False)


def check(b, site, problems, shots=None, log=print, base=""):
  if not MANIFEST.exists():
    problems.append(f"{MANIFEST.relative_to(ROOT)} is missing: docs/build writes it with the tutorials")
    return
  manifest = json.loads(MANIFEST.read_text())
  first_stage = {tuple(k.split("|", 1)): v for k, v in manifest.get("first_stage", {}).items()}
  started = time.time()
  _toc(b, site, manifest, problems, log, base)
  panes = clipped = 0
  for t in manifest["tutorials"]:
    before = len(problems)
    for section in t["sections"]:  # each section has the learner write: their file, or the playground
      if not any(p["kind"] in ("step", "try") for p in section["steps"]):
        problems.append(f"{t['url']}, stage {section['id']}: no step writes code (a file's piece or a `Try it`)")
    for width in WIDTHS:
      _width(b, width)
      b.navigate(site + t["url"])
      state = b.wait_for(RENDERED_TUTORIAL, timeout=30)
      if not state:
        problems.append(f"{t['url']}: the tutorial did not render at {width} px")
        break
      expected = [len(s["steps"]) for s in t["sections"]]
      if width == MAIN_WIDTH and state["steps"] != expected:
        problems.append(f"{t['url']}: steps per section {state['steps']}, expected {expected}")
      for s, section in enumerate(t["sections"][: state["sections"]]):
        shown = state["steps"][s] if s < len(state["steps"]) else 0
        for i, want in enumerate(section["steps"][:shown]):
          # At the other widths, a pane per file and stage is enough: the steps between show the
          # same file, line for line, as its last pane.
          if width != MAIN_WIDTH and (want.get("widest", 100) < 50 or want["kind"] == "step"):
            continue
          b.evaluate(PANE % {"s": s, "i": i, "focus": FOCUS_LINE})
          seen = b.wait_for(f"(() => {{ const m = {MEASURE % {'s': s, 'i': i}}; return m && m.name === "
                            f"{json.dumps(want['name'])} && m.lines === {want['lines']} ? m : null; }})()", timeout=10)
          panes += 1
          where = f"{t['url']} at {width} px, stage {section['id']}, step {i + 1} ({want['name']})"
          if not seen:
            last = b.evaluate(MEASURE % {"s": s, "i": i})
            got = f"{last['name']!r}, {last['lines']} lines" if last else "no code pane"
            problems.append(f"{where}: the code pane does not show its file ({want['name']!r}, {want['lines']} "
                            f"lines); it shows {got}")
            continue
          for n, by, text in seen["clipped"]:
            clipped += 1
            problems.append(f"{where}: line {n} is clipped by {by} px: {text.strip()[:80]}")
          if seen["scroll"]:
            problems.append(f"{where}: the pane scrolls sideways")
          if not seen["highlightShown"]:
            time.sleep(0.5)  # the script scrolls once the pane has its lines
            if not (b.evaluate(MEASURE % {"s": s, "i": i}) or {}).get("highlightShown"):
              problems.append(f"{where}: the step's first highlighted line is out of the pane's sight")
          if width != MAIN_WIDTH:
            continue
          # progress lists every failing rule with where and why, three or four lines each: beyond
          # those, a pane stays short (a failed check's long collection is summarised by progress).
          rules = sum(1 for x in seen["texts"] if x.startswith(("Rule:", "Also:")))
          if want["name"] == "Terminal" and want["lines"] > TERMINAL_LINES + 4 * rules:
            problems.append(f"{where}: a terminal pane of {want['lines']} lines (at most {TERMINAL_LINES}, "
                            f"and 4 for each of its {rules} failing rules)")
          if want.get("path"):
            for text in seen["texts"]:
              later = first_stage.get((want["path"], text.strip()))
              if later and _key(later) > _key(section["id"]):
                problems.append(f"{where}: shows «{text.strip()[:70]}», which stage {later} writes")
    _width(b, MAIN_WIDTH)
    count = b.evaluate("(() => { const t = document.querySelector('.assessments .quiz .title, .assessments p.title');"
                       " const m = t && t.textContent.match(/of\\s+(\\d+)/); return m ? +m[1] : 0; })()")
    if count != len(t["questions"]):
      problems.append(f"{t['url']}: {count} questions shown, {len(t['questions'])} expected")
    else:
      for n, q in enumerate(t["questions"]):
        _question(b, t["url"], n, q, problems)
    _images(b, t["url"], problems)
    for e in b.script_errors():
      problems.append(f"{t['url']}: script error: {e[:300]}")
    log(f"  {'ok  ' if len(problems) == before else 'FAIL'} {t['url']}  ({t['title']}: {len(t['sections'])} "
        f"stages, {sum(len(s['steps']) for s in t['sections'])} steps, {len(t['questions'])} questions)")
  kinds = {q["kind"] for t in manifest["tutorials"] for q in t["questions"]}
  if len(kinds) < 2:
    problems.append(f"the tutorials ask questions of {len(kinds)} kind(s) ({', '.join(sorted(kinds))}); at least two")
  log(f"  tutorials: {len(manifest['tutorials'])} loaded, {panes} code panes looked at over {len(WIDTHS)} widths, "
      f"{clipped} clipped lines, in {time.time() - started:.0f} s")
  if shots:
    screenshots(b, site, manifest, shots, log)


def _key(stage_id):
  return tuple(int(x) for x in stage_id.split("."))


def _toc(b, site, manifest, problems, log, base):
  toc = manifest["toc"]
  before = len(problems)
  _width(b, MAIN_WIDTH)
  b.navigate(site + toc)
  state = b.wait_for(RENDERED_TOC, timeout=30)
  if not state:
    problems.append(f"{toc}: the table of contents did not render")
  else:
    steps = sorted({t["url"].rsplit("/", 1)[-1].split("-")[0] for t in manifest["tutorials"]})
    if state["chapters"] != len(steps):
      problems.append(f"{toc}: {state['chapters']} chapters shown, {len(steps)} steps expected")
    links = b.evaluate("[...document.querySelectorAll('a')].map(a => a.getAttribute('href') || '')")
    for t in manifest["tutorials"]:
      if not any(h.split("#")[0].rstrip("/").removeprefix(base) == t["url"] for h in links):
        problems.append(f"{toc}: no link to {t['url']}")
    look = b.evaluate(TOC_LOOK)
    for text in look["numbered"][:3]:
      problems.append(f"{toc}: shows «{text}»: DocC's own numbering, not the course's Steps")
    for link in look["links"]:
      if link["ratio"] < 4.5:
        problems.append(f"{toc}: the link «{link['text']}» has a contrast of {link['ratio']}:1 (at least 4.5:1)")
    for img in look["images"]:
      if img["natural"] and img["shown"] < 0.75 * img["natural"]:
        problems.append(f"{toc}: an image is shown at {100 * img['shown'] / img['natural']:.0f}% of its size: "
                        f"{img['src']}")
    _images(b, toc, problems)
  for e in b.script_errors():
    problems.append(f"{toc}: script error: {e[:300]}")
  log(f"  {'ok  ' if len(problems) == before else 'FAIL'} {toc}")


def _question(b, url, n, q, problems):
  """Looks at question n: its code must not scroll sideways; then answers it right and moves on."""
  state = b.wait_for(f"(() => {{ const s = {QUESTION}; return s && / {n + 1} of /.test(' ' + s.title) ? s : null; }})()",
                     timeout=10)
  if not state:
    problems.append(f"{url}: question {n + 1} did not show its code")
    return
  if state["scroll"]:
    problems.append(f"{url}: question {n + 1} ({q['title']}) scrolls its code sideways: {state['widest'].strip()[:70]}")
  b.evaluate(f"document.querySelectorAll('.assessments .choices .choice')[{q['right']}].click()")
  b.evaluate("document.querySelector('.assessments .controls .check').click()")
  ok = b.wait_for("(() => { const n = document.querySelector('.assessments .controls .next');"
                  " return n && !n.disabled; })()", timeout=5)
  if not ok and n + 1 < 99:
    correct = b.evaluate("!!document.querySelector('.assessments .choice.correct, .assessments .correct')")
    if not correct:
      problems.append(f"{url}: question {n + 1}: the choice marked right was not accepted")
  b.evaluate("(() => { const n = document.querySelector('.assessments .controls .next'); n && n.click(); })()")


def _images(b, url, problems):
  broken = b.evaluate("""Promise.all([...document.querySelectorAll('img')].map(i =>
      fetch(i.currentSrc || i.src, {method: 'HEAD'}).then(r => r.ok ? null : i.getAttribute('src'),
                                                         () => i.getAttribute('src'))))
    .then(r => r.filter(x => x))""", await_promise=True)
  for src in broken:
    problems.append(f"{url}: an image did not load: {src}")


def slug(stage_id):
  return stage_id.replace(".", "-")


def screenshots(b, base, manifest, out, log=print):
  """One section's code steps from each of Steps 4, 6 and 7 (a step in the middle of a file's
  steps, its lines highlighted); the table of contents; a question answered wrong."""
  _width(b, MAIN_WIDTH)
  # A section that writes the learner's file, and one that has them try it in the playground.
  for step, stage, kind in (("4", "4.4", "step"), ("6", "6.1", "step"), ("7", "7.2", "step"), ("6", "6.3", "try")):
    t = next((t for t in manifest["tutorials"] if any(s["id"] == stage for s in t["sections"])), None)
    if t is None:
      continue
    b.navigate(base + t["url"])
    b.wait_for(RENDERED_TUTORIAL, timeout=30)
    s = next(n for n, sec in enumerate(t["sections"]) if sec["id"] == stage)
    steps = t["sections"][s]["steps"]
    code = [i for i, p in enumerate(steps) if p["kind"] == kind]
    shots = ((code[len(code) // 2] if code else 0, f"tutorial-step{step}-code"), (0, f"tutorial-step{step}-before"))
    if kind == "try":
      played = [i for i, p in enumerate(steps) if p["kind"] == "played"]
      shots = ((code[-1] if code else 0, f"tutorial-{slug(stage)}-try"), (played[0] if played else 0,
                                                                            f"tutorial-{slug(stage)}-played"))
    for i, name in shots:
      b.evaluate(PANE % {"s": s, "i": i, "focus": FOCUS_LINE})
      b.wait_for(f"(() => {{ const m = {MEASURE % {'s': s, 'i': i}}; return m && m.name === "
                 f"{json.dumps(steps[i]['name'])}; }})()", timeout=10)
      time.sleep(0.8)
      b.screenshot(str(out / f"{name}.png"))
  t = next((t for t in manifest["tutorials"] if t["questions"]), None)
  if t:
    b.navigate(base + t["url"])
    b.wait_for(RENDERED_TUTORIAL, timeout=30)
    wrong = t["questions"][0]["wrong"]
    b.evaluate("document.querySelector('.assessments').scrollIntoView({block: 'start'})")
    time.sleep(0.5)
    b.evaluate(f"document.querySelectorAll('.assessments .choices .choice')[{wrong}].click()")
    time.sleep(0.3)
    b.evaluate("document.querySelector('.assessments .controls .check').click()")
    time.sleep(0.8)
    b.evaluate("(() => { const q = document.querySelector('.assessments .quiz'); q.scrollIntoView({block: 'start'});"
               " window.scrollBy(0, -80); })()")
    time.sleep(0.5)
    b.screenshot(str(out / "tutorial-question-wrong.png"))
  _width(b, 1024)
  t = next((t for t in manifest["tutorials"] if any(s["id"] == "4.6" for s in t["sections"])), manifest["tutorials"][0])
  b.navigate(base + t["url"])
  b.wait_for(RENDERED_TUTORIAL, timeout=30)
  b.evaluate(PANE % {"s": 0, "i": 1, "focus": FOCUS_LINE})
  time.sleep(0.8)
  b.screenshot(str(out / "tutorial-1024.png"))
  _width(b, MAIN_WIDTH)
  b.navigate(base + manifest["toc"])
  b.wait_for(RENDERED_TOC, timeout=30)
  time.sleep(0.8)
  b.screenshot(str(out / "tutorials-contents.png"))
  log(f"docs/check: tutorial screenshots in {out}")
