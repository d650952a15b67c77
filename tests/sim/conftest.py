from tests.cli.conftest import toy  # noqa: F401  (the same autouse fixture: the toy game registered as "toy")
