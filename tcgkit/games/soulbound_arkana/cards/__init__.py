"""The card compiler of Soulbound Ærkana (:mod:`.compile`) beside the shipped card files."""
