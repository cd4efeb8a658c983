"""pyrsistent's persistent vector, for the modules that build boards, plays and PBN fields.

pyrsistent's C vector is loaded alone where it is built: the package itself loads every kind it
has, at a cost to start-up. This module stays interpreted when the core is compiled (a compiled
module has no branch the type checker cannot see).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["PVector", "pvector"]

if TYPE_CHECKING:
    from pyrsistent import PVector, pvector
else:
    try:
        from pvectorc import pvector

        PVector = type(pvector())  # the C vector's own class (pyrsistent's PVector is the abstract one)
    except ImportError:  # pyrsistent built without its C extension
        from pyrsistent import PVector, pvector
