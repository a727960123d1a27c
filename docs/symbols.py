"""The package's symbols, for the site: which modules are documented, their symbol graphs (built by
`swift build` in a scratch directory of its own, so that the everyday build is untouched), each
symbol with the absolute link DocC knows it by, and the index that resolves a chapter's code span
(`Sink`, `run(_:cancel:)`) to one symbol.
"""

import json
import os
import re
import subprocess

from common import ROOT, DocsError, log

SCRATCH = ROOT / ".build" / "docs-scratch"  # the symbol-graph build, apart from .build/debug
# Bare words that the chapters use for events and their parts more often than for a method.
EVENT_WORDS = {"next", "error", "completed", "element", "on", "dispose", "event"}
# The modules a chapter's words never link into unless the chapter shows their code: RxTest is the
# test library of the schedulers appendix, and its `Subscription.subscribe` is not the
# `subscribe` a chapter speaks of.
TEST_LIBRARIES = {"RxTest"}

DEPENDENCIES = {}  # module -> the modules it imports


def run(cmd):
  r = subprocess.run(cmd, cwd=ROOT, text=True, capture_output=True)
  if r.returncode != 0:
    raise DocsError(f"{' '.join(map(str, cmd[:3]))} … failed ({r.returncode}):\n" + (r.stdout + r.stderr)[-6000:])
  return r


def with_dependencies(modules):
  """The modules and everything they import, nearest first."""
  result = list(modules)
  for m in result:
    result += [d for d in DEPENDENCIES.get(m, []) if d not in result]
  return result


def library_modules():
  """The library modules with sources of their own under Sources/, in the manifest's order."""
  desc = json.loads(run(["swift", "package", "describe", "--type", "json"]).stdout)
  paths = {t["name"]: t.get("path", "") for t in desc["targets"]}
  for t in desc["targets"]:
    DEPENDENCIES[t["name"]] = t.get("target_dependencies", [])
  modules = []
  for p in desc["products"]:
    if "library" not in p["type"]:
      continue
    for t in p["targets"]:
      if paths.get(t, "").startswith("Sources/") and t not in modules:
        modules.append(t)
  return modules


def build_symbol_graphs():
  """Every module's symbol graph, internal symbols included, in SCRATCH/symbolgraphs. Kept between
  runs: an incremental build emits the graphs of the modules it recompiles only."""
  out = SCRATCH / "symbolgraphs"
  out.mkdir(parents=True, exist_ok=True)
  flags = ["-emit-symbol-graph", "-emit-symbol-graph-dir", str(out), "-emit-extension-block-symbols",
           "-symbol-graph-minimum-access-level", "internal"]
  cmd = ["swift", "build", "--scratch-path", str(SCRATCH)]
  for f in flags:
    cmd += ["-Xswiftc", f]
  log("swift build, for the symbol graphs (the first time a few minutes; then only what changed)")
  run(cmd)
  return out


def ensure_graphs(graphs, modules, cmd_rebuild):
  """A module that did not recompile emitted no graph: make it recompile."""
  missing = [m for m in modules if not (graphs / f"{m}.symbols.json").exists()]
  if missing:
    for m in missing:
      for d in SCRATCH.glob(f"*/*/{m}.build"):
        for f in d.iterdir():
          if f.is_file() and f.name != "output-file-map.json":
            f.unlink()
    cmd_rebuild()
  for m in modules:
    if not (graphs / f"{m}.symbols.json").exists():
      raise DocsError(f"no symbol graph for {m}")


class Symbol:
  def __init__(self, module, extended, raw):
    self.module = module
    self.extended = extended  # the module whose type this extends, or None
    self.path = raw["pathComponents"]
    self.kind = raw["kind"]["identifier"]
    self.usr = raw["identifier"]["precise"]
    loc = raw.get("location")
    self.file = None
    self.line = None
    if loc:
      self.file = os.path.realpath(re.sub(r"^file://", "", loc["uri"]))
      self.line = loc["position"]["line"] + 1
    self.ambiguous = False
    self.access = raw.get("accessLevel", "internal")
    self.public = False  # public or open, and every type it is nested in too: set by load_symbols

  @property
  def is_type(self):
    return self.kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias")

  @property
  def link(self):
    """The absolute symbol link, as a chapter in another archive writes it."""
    parts = [self.module] + ([self.extended] if self.extended else []) + self.path
    return "/" + "/".join(parts)

  @property
  def local(self):
    """The link as the module's own catalog writes it."""
    return self.link[1:]


def load_symbols(graphs, modules):
  """module -> its Symbols, from the graphs in `graphs`."""
  symbols = {m: [] for m in modules}
  for f in sorted(graphs.glob("*.symbols.json")):
    name = f.name[: -len(".symbols.json")]
    module, _, extended = name.partition("@")
    if module not in symbols:
      continue
    data = json.loads(f.read_text())
    # Default implementations have no page at their own path; DocC lists them under the protocol.
    defaults = {r["source"] for r in data.get("relationships", []) if r["kind"] == "defaultImplementationOf"}
    loaded = []
    for raw in data["symbols"]:
      usr = raw["identifier"]["precise"]
      if raw["kind"]["identifier"] == "swift.extension" or "::SYNTHESIZED::" in usr or usr in defaults:
        continue
      loaded.append(Symbol(module, extended or None, raw))
    # Public as Xcode and the Swift Package Index see it: a public member of an internal type is not.
    by_path = {tuple(s.path): s for s in loaded}
    for s in loaded:
      prefixes = [by_path.get(tuple(s.path[:i])) for i in range(1, len(s.path))]
      s.public = s.access in ("public", "open") and all(p is None or p.access in ("public", "open")
                                                         for p in prefixes)
    symbols[module] += loaded
  for module, syms in symbols.items():
    seen = {}
    for s in syms:
      seen.setdefault(s.link.lower(), []).append(s)
    for group in seen.values():
      if len(group) > 1:  # overloads: DocC needs a disambiguator we do not guess
        for s in group:
          s.ambiguous = True
  return symbols


class SymbolIndex:
  """Resolves a code span of a chapter (`Sink`, `run(_:cancel:)`, `map`) to one symbol of `syms`,
  or to none when several share the name: a guess would link the wrong page. `modules` are the
  package's modules (a module's name links its page). A test library's members (RxTest's
  `Subscription.subscribe`) are named only with their type: their bare names are the library's
  words, not the course's."""

  def __init__(self, syms, modules):
    self.modules = set(modules)
    self.keys = {}
    for s in syms:
      if s.ambiguous:
        continue
      last = s.path[-1]
      found = {".".join(s.path)}
      bare = s.module not in TEST_LIBRARIES or len(s.path) == 1
      if not s.is_type and bare:  # a nested type is named with its parent: `RxPrototype.Observable`
        found.add(last)
      if "(" in last:
        base = last.split("(")[0]
        found.add(".".join(s.path[:-1] + [base]))
        if base not in EVENT_WORDS and bare:
          found.add(base)
      for k in found:
        self.keys.setdefault(k, []).append(s)

  def resolve(self, span):
    text = span.strip()
    if text in self.modules:
      return "/" + text
    text = re.sub(r"<[^<>]*>$", "", text)
    cands = self.keys.get(text, [])
    types = [s for s in cands if s.is_type and s.path[-1] == text]
    if len(types) == 1:
      return types[0]
    exact = [s for s in cands if ".".join(s.path) == text or s.path[-1] == text]
    if len(exact) == 1:
      return exact[0]
    if len(cands) == 1:
      return cands[0]
    return None


def chapter_index(listed, symbols, modules):
  """The SymbolIndex of a page whose listings show files of the modules `listed`: the symbols of
  the library modules among them, and of everything they import. A listing of an executable's file
  (the tour's demos) adds no module: the tour imports every library, test libraries included, and
  the words around its demo are the chapter's own. None when the page lists no library module."""
  own = [m for m in listed if m in symbols]
  if not own:
    return None
  return SymbolIndex([s for m in with_dependencies(own) if m in symbols for s in symbols[m]], modules)


def public_graph(path, out):
  """A symbol graph cut down to what a public-only build emits (`-symbol-graph-minimum-access-level
  public`, as `swift package dump-symbol-graph`, Xcode and the Swift Package Index build it)."""
  data = json.loads(path.read_text())
  syms = data["symbols"]
  by_path = {}
  for raw in syms:
    if raw["kind"]["identifier"] != "swift.extension":
      by_path[tuple(raw["pathComponents"])] = raw

  def public(raw):
    if raw.get("accessLevel") not in ("public", "open"):
      return False
    parts = raw["pathComponents"]
    return all(by_path.get(tuple(parts[:i]), {}).get("accessLevel", "public") in ("public", "open")
               for i in range(1, len(parts)))

  kept = [raw for raw in syms if public(raw)]
  ids = {raw["identifier"]["precise"] for raw in kept}
  every = {raw["identifier"]["precise"] for raw in syms}
  data["symbols"] = kept
  data["relationships"] = [r for r in data.get("relationships", [])
                           if r["source"] in ids and (r["target"] in ids or r["target"] not in every)]
  out.write_text(json.dumps(data))
