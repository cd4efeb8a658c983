"""A call's note, shared by PBN and LIN: an annotation, an alert, or a robot's explanation.

PBN writes it as a ``Note`` tag (``=n=`` after the call), LIN as ``an`` after ``mb``; both read it
back into the same extra fields (``annotation``, ``alert``, ``explain``).
"""

from __future__ import annotations

__all__ = ["EXPLAIN", "ALERT", "call_note", "note_field", "note_fields"]


EXPLAIN = "explain: "  # how a robot's explanation of a call reads in a PBN Note or a LIN ``an``
ALERT = "alert"  # how LIN's alert mark (``mb|2H!|``) reads in a PBN Note: PBN's own ``!`` means a good call


def call_note(extra: dict[str, object], alert: bool = False) -> str | None:
    """The note a call carries into PBN (``alert=True``) or LIN's ``an``: its annotation, else its
    robot's ``explain`` marked ``explain: `` (a call with both keeps the annotation). In PBN an
    alerted call's note also says ``alert`` (``alert: Michaels``, or ``alert`` alone).

    >>> call_note({"explain": "6+ hearts"}), call_note({"annotation": "Michaels", "explain": "x"})
    ('explain: 6+ hearts', 'Michaels')
    >>> call_note({"alert": True, "annotation": "Michaels"}, alert=True), call_note({"alert": True}, alert=True)
    ('alert: Michaels', 'alert')
    """
    annotation, explain = extra.get("annotation"), extra.get("explain")
    alerted = alert and extra.get("alert") is True
    if isinstance(annotation, str):
        return f"{ALERT}: {annotation}" if alerted else annotation
    if alerted:
        return ALERT
    return EXPLAIN + explain if isinstance(explain, str) else None


def note_field(text: str) -> tuple[str, str]:
    """A LIN ``an`` read back: ``("explain", …)`` for a robot's explanation, else ``("annotation", text)``."""
    return ("explain", text[len(EXPLAIN) :]) if text.startswith(EXPLAIN) else ("annotation", text)


def note_fields(text: str) -> tuple[tuple[str, object], ...]:
    """A PBN call's Note read back: the alert mark, the annotation, or the robot's explanation."""
    if text == ALERT:
        return (("alert", True),)
    if text.startswith(ALERT + ": "):
        return (("alert", True), ("annotation", text[len(ALERT) + 2 :]))
    return (note_field(text),)
