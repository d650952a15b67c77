"""The probe the fast-path tests compile: one module, built the way ``make setup`` builds the engine
(:func:`tcgkit.compiled.compile_sources`, through tcgkit/fastpaths.h), and the same source in pure Python.

``probes`` (a pytest fixture) gives both; :func:`both` runs one of the probe's functions in each, twice in a row
(the first call fills a place's cache, the second uses it); :func:`outcome` is a value or the error raised, whose
type and message are part of the meaning.
"""

from __future__ import annotations

import importlib.util
import shutil
import textwrap

import pytest

from tcgkit.compiled import compile_sources
from tcgkit.loader import SUFFIX

PROBE = textwrap.dedent('''
    class Slotted:
        __slots__ = ("a", "b")

        def __init__(self, a):
            self.a = a

        def f(self, x):
            return ("Slotted.f", self.a, x)


    class Sub(Slotted):
        __slots__ = ("c",)

        def f(self, x):
            return ("Sub.f", self.a, x)


    class WithDict:
        def __init__(self, a):
            self.a = a

        def f(self, x):
            return ("WithDict.f", x)


    class Frozen:
        __slots__ = ("_a",)

        def __init__(self, a):
            self._a = a

        @property
        def a(self):
            return self._a * 10


    class Hooked:
        __slots__ = ("a",)
        k = "the class's k"

        def __getattribute__(self, name):
            return "hooked " + name


    def read_a(o):
        return o.a


    def write_a(o, value):
        o.a = value


    def drop_a(o):
        del o.a


    def call_f(o, x):
        return o.f(x)


    def index(seq, i):
        return seq[i]


    class Consts:
        __slots__ = ("own",)
        k = 5
        g = len  # a builtin function is no descriptor: called without the instance

        def f(self, x):
            return ("Consts.f", x)


    class SubConsts(Consts):
        __slots__ = ()


    class ConstsWithDict:
        k = 6
        g = len


    class Hooked2:
        k = 8

        def __init__(self, a):
            self.a = a

        def __getattr__(self, name):
            return "__getattr__ " + name

        def f(self, x):
            return ("Hooked2.f", x)


    class PropertyAndDict:
        @property
        def a(self):
            return "the property"


    class Binders:
        __slots__ = ()

        def f(self, x):
            return ("Binders.f", x)

        @classmethod
        def k(cls, x):
            return ("Binders.k", cls.__name__, x)


    def read_k(o):
        return o.k


    def bound_f(o, x):
        f = o.f  # read, then called: a function on the class binds to the instance
        return f(x)


    def call_g(o, x):
        return o.g(x)


    def call_a(o, x):
        return o.a(x)


    def call_f_by_keyword(o, x):
        return o.f(x=x)


    def read_name(module):
        return module.name


    def call_name(module, x):
        return module.name(x)


    def truth(o):
        return "yes" if o else "no"


    from collections import namedtuple

    Point = namedtuple("Point", "x y")


    class Point3(namedtuple("Point3", "z x")):  # x is item 1 here
        __slots__ = ()


    class PointProperty(Point):
        __slots__ = ()

        @property
        def x(self):
            return "PointProperty's x"


    class PointDict(Point):  # instances have a __dict__: the field, a data descriptor, still wins
        pass


    class Masked:
        __slots__ = ()

        @property
        def __class__(self):
            return int


    def read_x(o):
        return o.x


    def read_class(o):
        return o.__class__


    def read_f(o):
        f = o.f  # a function on the class, bound to o
        return (type(f).__name__, f.__self__ is o, f(1))


    class Meta(type):
        @property
        def k(cls):
            return "Meta's k"


    class WithMeta(metaclass=Meta):
        k = "the class's k"  # read from the class, the metaclass's property wins


    def class_f(cls, o, x):
        return cls.f(o, x)  # as a subclass calls its base's method


    class Raising:
        __slots__ = ()

        @property
        def a(self):
            raise AttributeError("no a here")


    class RaisingHooked(Raising):
        __slots__ = ()

        def __getattr__(self, name):
            return "__getattr__ " + name


    class SelfRemoving:
        @property
        def a(self):
            del type(self).a  # the getter drops its own property while it runs
            return "gone"


    def twice(x):
        return ("twice", 2 * x)


    class Statics:
        s = staticmethod(twice)


    def read_s(o):
        return o.s


    def call_s(o, x):
        return o.s(x)


    HELD = Slotted("held")  # a module's object: Cython reads its method, then unpacks it (compiled.unpacked_calls)


    def call_held(x):
        return HELD.f(x)


    def call_held_later(x):
        return HELD.f(HELD.f(x) if x else HELD.missing)  # arguments run (or raise) after the read


    def count_held(x):
        return HELD.count(x)  # a builtin type's method
''')


def outcome(fn, *args):
    try:
        return ("value", fn(*args))
    except Exception as exc:  # the error's type and message are part of the meaning
        return ("raises", type(exc).__name__, str(exc))


_BUILT: list = []
"""The two modules once built in this process (Cython compiles a module of one name once per process)."""


@pytest.fixture(scope="module")
def probes(tmp_path_factory):
    """The probe module twice: compiled with the fast paths, and pure Python."""
    pytest.importorskip("Cython")
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no C compiler")
    if not _BUILT:
        _BUILT.extend(_build(tmp_path_factory.mktemp("fastpaths")))
    return tuple(_BUILT)


def _build(root):
    package = root / "fastprobe"
    package.mkdir()
    (package / "__init__.py").write_text("")
    source = package / "probe.py"
    source.write_text(PROBE)
    compile_sources([source], package, root / "build", jobs=1)
    built = source.with_name("probe" + SUFFIX)
    assert built.exists()
    assert "TCGKIT_FASTPATHS" in next((root / "build" / "c").rglob("probe.c")).read_text()
    modules = []
    for name, path in (("fastprobe.probe", built), ("fastprobe_pure", source)):  # PyInit_probe
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules.append(module)
    compiled, pure = modules
    assert compiled.read_a.__code__ is not pure.read_a.__code__
    assert type(compiled.read_a).__name__ == "cython_function_or_method"
    return compiled, pure


def both(probes, fn_name, make_args):
    """The outcomes of ``fn_name(*make_args(module))`` called twice in a row (fresh objects each), in the compiled
    and the pure module: the first call fills the place's cache for that type, the second uses it."""
    return [[outcome(getattr(m, fn_name), *make_args(m)) for _ in range(2)] for m in probes]
