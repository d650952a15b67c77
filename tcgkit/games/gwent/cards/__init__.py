"""GWENT card data in the project's format: ``pool.yaml`` (loaded by :func:`tcgkit.games.gwent.effects.load_pool`)
and ``import_pool.py``, the maintenance tool that derives it from ../shared/data/gwent/cards.json."""
