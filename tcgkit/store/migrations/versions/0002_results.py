"""The results store's tables: simulation runs and their games' records.

Revision ID: 0002_results
Revises: 0001_matches
"""

import sqlalchemy as sa
from alembic import op

revision = "0002_results"
down_revision = "0001_matches"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sim_runs",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("mode", sa.String(64), nullable=False),
        sa.Column("rules_version", sa.String(32), nullable=False),
        sa.Column("inputs", sa.JSON, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sim_runs"),
    )
    op.create_index("ix_sim_runs_game", "sim_runs", ["game"])
    op.create_table(
        "sim_games",
        sa.Column("run_id", sa.String(64), nullable=False),
        sa.Column("index", sa.Integer, nullable=False),
        sa.Column("seed", sa.String(24), nullable=False),
        sa.Column("reason", sa.String(64), nullable=False),
        sa.Column("record", sa.JSON, nullable=False),
        sa.ForeignKeyConstraint(["run_id"], ["sim_runs.id"], name="fk_sim_games_run_id_sim_runs", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("run_id", "index", name="pk_sim_games"),
    )


def downgrade() -> None:
    op.drop_table("sim_games")
    op.drop_index("ix_sim_runs_game", table_name="sim_runs")
    op.drop_table("sim_runs")
