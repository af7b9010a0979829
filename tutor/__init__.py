"""The widget layer: renders engine objects and sends choices back; decides no rule.

It grows with the tutor issue; the engine (``engine/``) never imports it.
"""
