"""The click shell of bridgefp, installed as ``bridgefp_cli``."""
