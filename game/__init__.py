"""Canasta Table: the canasta family at a desktop table."""
