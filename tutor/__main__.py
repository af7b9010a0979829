"""``python -m tutor serve`` serves the lessons; ``python -m tutor diagrams GAME --out DIR`` writes diagrams."""

import sys

from . import diagrams, serve

COMMANDS = {"serve": serve.main, "diagrams": diagrams.main}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(f"usage: python -m tutor {{{'|'.join(COMMANDS)}}} [options]", file=sys.stderr)
        sys.exit(2)
    COMMANDS[sys.argv[1]](sys.argv[2:])
