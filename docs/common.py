"""What the docs tools share: where the repository is, and how a step reports progress or fails."""

import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
STARTED = time.time()


class DocsError(Exception):
  """A problem that stops the build, in words for the person who runs it."""


def log(msg):
  """A line of progress on the terminal, with the seconds since the tool started."""
  print(f"docs: [{time.time() - STARTED:4.0f} s] {msg}", flush=True)


def fail(msg):
  """Stops the tool with a message (for tools; the modules raise DocsError)."""
  print(f"docs: error: {msg}", file=sys.stderr, flush=True)
  sys.exit(1)
