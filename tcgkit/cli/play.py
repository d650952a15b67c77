"""``tcgkit play``: a person at the terminal table against agents."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console
from rich.markup import escape

from tcgkit.cli.app import app
from tcgkit.cli.common import (
    OPTION_HELP, check_mode, die, load_deck, load_game, refuse_invalid_decks, split_names, stderr, stdout,
)
from tcgkit.cli.table import HELP, read_card, show_zones
from tcgkit.core.errors import IllegalAction, StepLimit, TcgkitError
from tcgkit.core.game import Game
from tcgkit.narration import Narrator, print_lines, print_renderable, result_line
from tcgkit.sim.runner import MAX_SEED, seat_range


@app.command()
def play(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id, e.g. gundam or gwent (`tcgkit games`)."),
    deck: Optional[Path] = typer.Option(None, "--deck", "-d", help="Your decklist (default: the game's default deck)."),
    opponent_deck: Optional[list[Path]] = typer.Option(
        None, "--opponent-deck", help="Decklist per other seat, in seat order (default: the game's default decks)."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    vs: Optional[str] = typer.Option(
        None, "--vs", help="Agent(s) for the other seats: one name for all, or comma-separated per seat "
                           "(default: hard, the strongest ISMCTS level; `tcgkit games` lists "
                           "them all)."),
    seat: int = typer.Option(0, help="Your seat (0 moves first in most games)."),
    seed: Optional[int] = typer.Option(None, min=0, max=MAX_SEED,
                                       help="Match seed (default: a secret random one, shown when the game "
                                            "ends and kept in the replay)."),
    save_replay: Optional[Path] = typer.Option(None, help="Write the replay JSON here at the end (or when you quit)."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Play a game in the terminal against agents.

    At each of your decisions you see what happened since your last one, your view of the table, and your numbered
    legal actions: type a number and Enter. Type **c NAME** to read a card, **z** to list the zones and **z NAME
    [PLAYER]** to look into one (a trash, a discard pile, a leader), **h** for help, **q** to concede and quit (you may
    save the replay). A decision with a single legal action is taken for you.

    The match seed decides every shuffle, so it stays secret until the game ends (then it is printed and kept in the
    replay); give **--seed** only to replay a known game.

    Example: **tcgkit play gundam --deck my.txt --vs greedy --save-replay game.json**
    """
    from tcgkit.sim.agents import check_agents, default_opponent, make_agent

    out = stdout()
    game = load_game(game_id, option)
    mode_name = check_mode(game, mode)
    lo, hi = seat_range(game, mode_name)
    n = 1 + len(opponent_deck) if opponent_deck else lo
    if not lo <= n <= hi:
        raise die(f"{game.id} mode {mode_name!r} has {lo if lo == hi else f'{lo} to {hi}'} seats; "
                  f"give one --opponent-deck per other seat ({n - 1} given)")
    if not 0 <= seat < n:
        raise die(f"--seat must be between 0 and {n - 1}")
    defaults = None
    if deck is None or not opponent_deck:
        try:
            defaults = game.default_decks(mode_name)
        except NotImplementedError:
            raise die(f"{game.id} has no default decks yet: give --deck and --opponent-deck") from None
    mine = load_deck(game, deck) if deck is not None else defaults[seat]
    others = [load_deck(game, p) for p in opponent_deck] if opponent_deck else \
        [defaults[s] for s in range(n) if s != seat]
    decks = others[:seat] + [mine] + others[seat:]
    paths = [str(p) for p in (opponent_deck or [])]
    paths = paths[:seat] + [str(deck) if deck else "your default deck"] + paths[seat:]
    paths += [f"default deck of seat {s}" for s in range(len(paths), n)]
    refuse_invalid_decks(game, decks, paths, mode)
    names = split_names(vs) or [default_opponent(game)]
    if len(names) == 1:
        names = names * (n - 1)
    if len(names) != n - 1:
        raise die(f"--vs: give one agent for all other seats or one per seat ({n - 1}), not {len(names)}")
    try:
        check_agents(game, names)
    except TcgkitError as exc:
        raise die(str(exc)) from None
    secret = seed is None
    if secret:
        seed = secrets.randbelow(2**31)
    setup = {"mode": mode} if mode is not None else {}
    try:
        match = game.new_match(decks, seed, **setup)
    except StepLimit as exc:
        raise die(f"the decks' cards loop while the match is set up: {exc}", 1) from None
    except TcgkitError as exc:
        raise die(str(exc)) from None
    others_seats = [s for s in range(n) if s != seat]
    # agents draw their own randomness from a secret source too: their seeds must not reveal the match seed
    agent_seeds = {s: secrets.randbelow(2**31) if secret else seed + 1 + s for s in others_seats}
    agents = {s: make_agent(game, names[k], agent_seeds[s]) for k, s in enumerate(others_seats)}
    mates = [s for s in match.teams[match.team_of[seat]] if s != seat]
    out.print(f"{game.title}: you are seat {seat}"
              + (f", with your teammate seat {' and seat '.join(map(str, mates))}" if mates else "") + "; "
              + ", ".join(f"seat {s}: {agents[s].name}" for s in others_seats)
              + ("; the seed stays secret until the end" if secret else f"; seed {seed}"), markup=False)
    out.print(HELP, markup=False)
    table = _Table(out, game, match, seat, agents)
    try:
        finished = table.loop()
    except StepLimit as exc:  # the cards in play loop: bounded and said in one line; the replay reproduces it
        path = save_replay or Path(f"crash-replay-{seed}.json")
        save_replay_file(out, match, path)
        raise die(f"{exc}; the replay up to here is in {path}", 1) from None
    except Exception as exc:  # a rules or agent bug: keep the game for the bug report
        import traceback

        stderr().print(traceback.format_exc(), markup=False)
        path = save_replay or Path(f"crash-replay-{seed}.json")
        save_replay_file(out, match, path)
        raise die(f"the game raised {type(exc).__name__}: {exc}; the replay up to here is in {path}", 1) from None
    if not finished:
        table.apply(("concede", seat))
        out.print("You conceded.")
    table.show_new_events()
    out.print()
    if seat in match.winners:
        verdict = "You win" if len(match.winners) == 1 else "Your team wins"
    elif not match.winners:
        verdict = "Draw"
    else:
        verdict = "You lose"
    out.print(f"[bold]{verdict}[/bold]: {escape(result_line(match))}; the seed was {seed}")
    path = save_replay
    if path is None and not finished:
        out.print("Save the replay? Enter a file name (empty: don't save): ", end="")
        answer = sys.stdin.readline().strip()
        path = Path(answer) if answer else None
    if path is not None:
        save_replay_file(out, match, path)


class _Table:
    """The loop of one person's game: agents move at once; the person sees events, the table and choices."""

    def __init__(self, out: Console, game: Game, match: Any, seat: int, agents: dict) -> None:
        self.out, self.game, self.match, self.seat, self.agents = out, game, match, seat, agents
        self.narrator = Narrator(game, match, seat)
        self.narrator.catch_up()
        self.seen = 0

    def apply(self, action: Any) -> None:
        """Apply an action and narrate what it did at once (the words of that moment)."""
        self.match.apply(action, version=self.match.version)
        self.narrator.catch_up()

    def show_new_events(self) -> None:
        lines = self.narrator.lines
        print_lines(self.out, self.game, lines[self.seen:])
        self.seen = len(lines)

    def loop(self) -> bool:
        """Play to the end; ``False`` if the person quit."""
        match, out, pres = self.match, self.out, self.game.presentation
        while not match.ended:
            d = match.pending
            if d.player != self.seat:
                agent = self.agents[d.player]
                with out.status(f"seat {d.player} ({agent.name}) is thinking …", spinner="dots"):
                    action = agent.act(match.view(d.player))
                self.apply(action)
                continue
            self.show_new_events()
            choices = pres.choices(match)
            if len(choices) == 1:
                why = ("your only legal action" if len(d.actions) == 1
                       else "your only choice: the legal actions are alike")
                out.print(f"→ {choices[0][0]} ({why})", markup=False)
                self.apply(choices[0][1])
                continue
            self.show_choices(choices)
            choice = self.ask(len(choices))
            if choice is None:
                return False
            try:
                self.apply(choices[choice - 1][1])
            except IllegalAction as exc:  # cannot happen with a listed action; say so rather than crash
                out.print(f"refused: {exc.reason}", markup=False)
        return True

    def show_choices(self, choices: list | None = None) -> None:
        """The table, the decision's prompt and its choices, numbered (each distinct choice once)."""
        out, pres = self.out, self.game.presentation
        d = self.match.pending
        choices = pres.choices(self.match) if choices is None else choices
        out.print()
        print_renderable(out, pres.render(self.match.view(self.seat)))
        out.print(f"Your decision ({d.kind}): {pres.describe_decision(self.match)}", markup=False)
        for i, (words, _action) in enumerate(choices, start=1):
            out.print(f"  {i:>3}. {words}", markup=False)

    def ask(self, n: int) -> int | None:
        """Read a choice 1..n; reading commands are answered and the prompt comes back; ``None`` for q or EOF."""
        out = self.out
        while True:
            out.print(f"Choose 1-{n} (h for help, q to concede): ", end="")
            try:
                line = sys.stdin.readline()
            except KeyboardInterrupt:  # Ctrl-C: quit like q, so the replay can still be saved
                line = ""
            if not line:  # end of input: nobody is there to play on
                out.print()
                return None
            text = line.strip()
            if not sys.stdin.isatty():  # piped input: show it, so the transcript reads like a session
                out.print(text if len(text) <= 200 else text[:200] + "…", markup=False)
            k = parse_choice(text, n)
            if isinstance(k, int):
                return k
            if k == "quit":
                return None
            self.command(text, k)

    def command(self, text: str, kind: str) -> None:
        out, view = self.out, self.match.view(self.seat)
        words = text.split()
        if kind == "card":
            read_card(out, self.game, view, text[1:].strip())
        elif kind == "zones":
            show_zones(out, view, words[1:])
        elif kind == "table":
            self.show_choices()
        elif kind == "log":
            print_lines(out, self.game, self.narrator.lines)
        elif kind == "help":
            out.print(HELP, markup=False)
        else:
            out.print(kind, markup=False)


def parse_choice(text: str, n: int) -> int | str:
    """An action number 1..n, or what else the line asks for: ``quit``, ``card``, ``zones``, ``table``, ``log``,
    ``help``, or a message saying why the line is not understood. Only ASCII digits are numbers (``²`` is not)."""
    low = text.lower()
    if low in ("q", "quit", "concede"):
        return "quit"
    if text.isascii() and text.isdigit():
        k = int(text) if len(text.lstrip("0")) <= 9 else n + 1  # thousands of digits: out of range, not int()
        if 1 <= k <= n:
            return k
        return f"{text[:12]}{'…' if len(text) > 12 else ''} is out of range: choose between 1 and {n}."
    head = low.split()[0] if low.split() else ""
    commands = {"c": "card", "card": "card", "z": "zones", "zones": "zones", "t": "table", "l": "log", "log": "log",
                "h": "help", "help": "help", "?": "help"}
    if head in commands:
        return commands[head]
    return f"{text!r} is not a number: type the number of an action, or h for help."


def save_replay_file(out: Console, match: Any, path: Path) -> None:
    from tcgkit.core.replay import Replay

    try:
        Replay.from_match(match).save(path)
    except OSError as exc:
        raise die(f"cannot write the replay to {path}: {exc.strerror or exc}", 1) from None
    out.print(f"Replay saved to {path} (tcgkit replay {path})", markup=False)
