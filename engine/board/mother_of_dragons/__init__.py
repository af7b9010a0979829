"""Mother of Dragons, the expansion: everything that belongs only to it, filling the hooks the base
game declares. rules: mod
"""
