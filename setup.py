"""The build: bridgefp is pure Python, and its busiest modules are also compiled to C.

The metadata lives in ``pyproject.toml``; this file only adds the compiled modules. mypyc (part of
mypy) compiles the typed modules below into extension modules, which Python imports before the
``.py`` files beside them: the same results, the SAYC robots' calls in about 0.6 of the time and a
PBN file read in about 0.75. Anything in the way leaves the pure Python modules alone to do the
work, with one line saying why:

- no C compiler or no Python headers (the compile fails),
- ``BRIDGEFP_PURE_PYTHON=1`` in the environment,
- an editable install (``pip install -e .``): compiled modules in the tree would hide every edit
  of the sources from the interpreter.
"""

from __future__ import annotations

import glob
import os
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# The modules every SAYC turn runs: the loop over the rules, what a rule reads of the turn, what
# partner has shown, and every table of rules (openings, answers, no trump, competition, the later
# rounds: compiling the tables too costs about a minute of the install and saves about 5% of a
# `bid --system sayc`); the play's rules, and the PBN reader, which every record read goes through.
# (The auction's module stays interpreted: its Contract, a frozen dataclass with its own guards,
# compares otherwise compiled.)
COMPILED = [
    "bridgefp/play.py",
    "bridgefp/formats/pbn_syntax.py",
    "bridgefp/formats/pbn_read.py",
    "bridgefp/systems/sayc/__init__.py",
    "bridgefp/systems/sayc/context.py",
    "bridgefp/systems/sayc/partner.py",
    "bridgefp/systems/sayc/later.py",
    "bridgefp/systems/sayc/competition.py",
    "bridgefp/systems/sayc/openings.py",
    "bridgefp/systems/sayc/suits.py",
    "bridgefp/systems/sayc/notrump.py",
]


def _say(text: str) -> None:
    print(f"bridgefp: {text}", file=sys.stderr)


def _compiled_extensions() -> list[Extension]:
    if os.environ.get("BRIDGEFP_PURE_PYTHON"):
        _say("BRIDGEFP_PURE_PYTHON is set: pure Python")
        return []
    if "editable_wheel" in sys.argv:
        return []
    try:
        from mypyc.build import mypycify

        # Only the compiled modules' own types are checked: the build does not install the runtime
        # dependencies (pyrsistent, msgspec), which the modules around them import.
        extensions = mypycify(["--follow-imports=silent", *COMPILED], opt_level="2", group_name="bridgefp")
    except BaseException as e:  # mypyc missing, or its type check refusing: the build goes on without it
        if isinstance(e, KeyboardInterrupt):
            raise
        _say(f"the Python sources run, none compiled (mypyc: {e!r})")
        return []
    return extensions


def _drop_compiled(build_lib: str, wanted: set[str]) -> None:
    """Remove the compiled modules an earlier build left in the build folder that this build does not make (a
    module no longer compiled, or none now): the wheel takes whatever that folder holds."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    keep = {os.path.abspath(path) for path in wanted}
    for folder, _, files in os.walk(build_lib):
        for name in files:
            path = os.path.abspath(os.path.join(folder, name))
            if name.endswith(suffix) and os.path.relpath(path, build_lib).startswith("bridgefp") and path not in keep:
                os.remove(path)


class BuildAllOrNone(build_ext):
    """Builds every compiled module or none: a part-built set would not import, so a failed compile
    removes what was built and the pure Python modules are the ones installed."""

    def run(self) -> None:
        if self.inplace:  # compiled modules in the source tree would shadow its edits
            _say("no compiled modules in the source tree: pure Python")
            return
        _drop_compiled(self.build_lib, {self.get_ext_fullpath(extension.name) for extension in self.extensions})
        try:
            super().run()
        except Exception as e:  # the compiler's errors (missing compiler or headers) come as several classes
            for extension in self.extensions:
                built = self.get_ext_fullpath(extension.name)
                if os.path.exists(built):
                    os.remove(built)
            _say(f"the Python sources run, none compiled: the C compile failed ({type(e).__name__}; the compiler's"
                 " output is above)")


# The commands that build: the others (the metadata pip asks for first) need no compiled modules, nor
# mypyc's type check of them.
_BUILDING = {"bdist_wheel", "build", "build_ext", "install", "editable_wheel", "develop"}.intersection(sys.argv[1:])
EXTENSIONS = _compiled_extensions() if _BUILDING else []
if _BUILDING and not EXTENSIONS:  # no build_ext runs: what an earlier build compiled must not reach this wheel
    for earlier in glob.glob(os.path.join("build", "lib*")):
        _drop_compiled(earlier, set())
setup(ext_modules=EXTENSIONS, cmdclass={"build_ext": BuildAllOrNone})
