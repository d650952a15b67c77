from tests.dbs import db_url, postgres  # noqa: F401  (fixtures)
