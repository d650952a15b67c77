"""The match server's tables: matches, seat tokens, actions, leases.

Revision ID: 0001_matches
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001_matches"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "matches",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("rules_version", sa.String(32), nullable=False),
        sa.Column("tcgkit_version", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("setup", sa.JSON, nullable=False),
        sa.Column("decks", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("seats", sa.JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("result", sa.JSON, nullable=True),
        sa.Column("n_actions", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_matches"),
    )
    op.create_index("ix_matches_status", "matches", ["status"])
    op.create_table(
        "seat_tokens",
        sa.Column("match_id", sa.String(32), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=True),
        sa.Column("claimed_at", sa.Float, nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="CASCADE",
                                name="fk_seat_tokens_match_id_matches"),
        sa.PrimaryKeyConstraint("match_id", "seat", name="pk_seat_tokens"),
    )
    op.create_table(
        "actions",
        sa.Column("match_id", sa.String(32), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.JSON, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="CASCADE", name="fk_actions_match_id_matches"),
        sa.PrimaryKeyConstraint("match_id", "seq", name="pk_actions"),
    )
    op.create_table(
        "leases",
        sa.Column("match_id", sa.String(32), nullable=False),
        sa.Column("owner", sa.String(200), nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["matches.id"], ondelete="CASCADE", name="fk_leases_match_id_matches"),
        sa.PrimaryKeyConstraint("match_id", name="pk_leases"),
    )
    op.create_index("ix_leases_owner", "leases", ["owner"])


def downgrade() -> None:
    op.drop_table("leases")
    op.drop_table("actions")
    op.drop_table("seat_tokens")
    op.drop_index("ix_matches_status", "matches")
    op.drop_table("matches")
