"""The damage calculation (Schadensberechnung), exactly as seed 003 gives it.

Notation of the seed: monster A attacks, monster Z is the target; every value is a total (Gesamtwert, see
:mod:`.ranks`). The attack cost was paid when the attack was declared (:mod:`.battle`).

* **Z was face down** ("Kampf gegen verdeckte Monsterkarten"): it has been forcibly activated (turned face up, its
  effect resolved first). If AP(Z) > AP(A), the attacker pays the attack's energy points **a second time**; a
  negative account is multiplied by −10, added to the attacker's own damage points, and the account set to 0 (seed
  example: account 5, cost 3 → 5 − 3 − 3 = −1 → 10 damage points). Nothing else happens (§10.9). If
  AP(Z) ≤ AP(A), the face-up calculation follows.
* **Z is face up** ("Kampf gegen offene Monsterkarten"): if DP(Z) ≤ AP(A), Z loses AP(A) LP (seed example: 50 AP
  into 50 DP / 3000 LP → 2950 LP). If DP(Z) > AP(A), first A loses DP(Z) − AP(A) LP, then Z's DP drops by AP(A)
  (seed example: A 50 AP / 3000 LP, Z 300 DP → A 2750 LP, Z 250 DP).
* **Direct attack** ("Angriff auf die Schadenspunkte"): AP(A) is added to the opponent's damage points.
* **LP at 0** ("LP fallen auf Null"): the monster is defeated and goes to field E. **LP below 0** ("LP fallen unter
  Null"): each point below 0 is 1 damage point for the monster's *controller*, and it goes to field E. This holds
  for A and Z alike.
"""

from __future__ import annotations

from tcgkit.games.power_duell.energy import pay_or_take_damage
from tcgkit.games.power_duell.field import defeat, turn_face_down
from tcgkit.games.power_duell.losing import add_damage
from tcgkit.games.power_duell.match import PowerDuellMatch, controller, emit_all, monsters
from tcgkit.games.power_duell.ranks import ap, dp, lp
from tcgkit.games.power_duell.statics import LP


def calculate(m: PowerDuellMatch) -> list[tuple[int, int]]:
    """The damage calculation of the attack in progress (``m.attack``).

    Returns:
        ``(defeated monster, the other monster of the battle)`` for each monster defeated, attacker first.
    """
    a, z, paid, forced = m.attack
    p = controller(m, a)
    if z < 0:
        amount = ap(m, a)
        emit_all(m, "direct_hit", player=p, uid=a, amount=amount)
        add_damage(m, 1 - p, amount, "direct_attack")
        return []
    if forced and ap(m, z) > ap(m, a):
        emit_all(m, "stronger_face_down", player=p, uid=a, target=z, ap=ap(m, a), target_ap=ap(m, z))
        pay_or_take_damage(m, p, paid, "second_payment", a)
        if m.game.options.failed_attack_target == "face_down":
            turn_face_down(m, z)
        return []
    return face_up_calculation(m, a, z)


def face_up_calculation(m: PowerDuellMatch, a: int, z: int) -> list[tuple[int, int]]:
    """AP(A) against DP(Z), then the defeats (seed 003, "Kampf gegen offene Monsterkarten")."""
    attack = ap(m, a)
    defense = dp(m, z)
    if defense <= attack:
        lose_lp(m, z, attack)
    else:
        lose_lp(m, a, defense - attack)
        lose_dp(m, z, attack)
    return defeats(m, a, z)


def lose_lp(m: PowerDuellMatch, uid: int, amount: int) -> None:
    """A monster loses ``amount`` life points (the loss lasts while it stays on the field, §10.10)."""
    m.lp_damage[uid] += amount
    if m.log is not None:  # the LP left are for the event alone: a rollout keeps no log (Match.start_rollout)
        emit_all(m, "lp_loss", uid=uid, amount=amount, lp=lp(m, uid))


def lose_dp(m: PowerDuellMatch, uid: int, amount: int) -> None:
    """A monster's DP drops by ``amount`` (persistent until it leaves the field, §7 [A], ruling ``dp_damage``)."""
    m.dp_damage[uid] += amount
    if m.log is not None:
        emit_all(m, "dp_loss", uid=uid, amount=amount, dp=dp(m, uid))


def defeats(m: PowerDuellMatch, a: int, z: int) -> list[tuple[int, int]]:
    """Each of A and Z at 0 LP or below is defeated; LP below 0 become its controller's damage points."""
    out = []
    for u, other in ((a, z), (z, a)):
        left = lp(m, u)
        if left <= 0:
            if left < 0:
                add_damage(m, controller(m, u), -left, "overflow")
            defeat(m, u)
            out.append((u, other))
    return out


def defeat_check(m: PowerDuellMatch) -> bool:
    """Outside a calculation, a monster whose LP fell to 0 or below (an effect that raised its LP ended) is defeated
    the same way; returns whether one was. Run while ``m.lp_check`` is set (:func:`.ranks.refresh`)."""
    found = False
    for p in (0, 1):
        for u in monsters(m, p):
            left = lp(m, u)
            if left <= 0:
                if left < 0:
                    add_damage(m, p, -left, "overflow")
                defeat(m, u)
                found = True
    defs, keys = m.card_def, LP.mod_keys
    m.lp_check = bool([s for s, _h in m.continuous if LP in defs[s].statics_by_kind]
                      or [k for _t, k, _v, _d in m.mods if k in keys])
    return found
