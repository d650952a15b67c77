"""Testing tools for game authors: the conformance kit (:mod:`.conformance`) every registered game passes, and
hypothesis strategies for fuzzing a game's file readers and actions (:mod:`.strategies`, needs the ``dev`` extra)."""
