# cython: language_level=3
"""The C form of :meth:`tcgkit.core.match.Match.emit`'s first question: does the match keep a log at all?

A rollout's copy keeps none (:meth:`~tcgkit.core.match.Match.start_rollout`), and a random playout emits a few
hundred events, each with a few keyword arguments. A ``def`` method gathers those into a new dict before its body
can look at the log: about 0.2 µs a call, up to 7 % of a playout. This method (a C function taking the keywords
as they were passed, ``METH_FASTCALL | METH_KEYWORDS``) asks first, and hands every call that has a log to write
to, or arguments to refuse, to its reference: the Python ``Match.emit``, with the same arguments. Where this module
is not built (pure Python, ``TCGKIT_PURE_PYTHON=1``, or a stale build: :mod:`tcgkit.loader` refuses to import it),
the reference is the method (``tests/core/test_quietemit.py`` compares the two).
"""

cdef extern from *:
    """
    #include "fastpaths.h"  /* TCG_GETATTR: the match's log slot read through a cache of its own */

    static PyObject *tcg_emit_reference = NULL;  /* the Python Match.emit */
    static PyObject *tcg_emit_log = NULL;        /* the name "log" */

    /* whether a keyword names a parameter (kind, visibility): a call the reference refuses or reads differently */
    static int tcg_emit_names_a_parameter(PyObject *kwnames, Py_ssize_t nkw) {
        for (Py_ssize_t i = 0; i < nkw; i++) {
            PyObject *k = PyTuple_GET_ITEM(kwnames, i);
            Py_ssize_t n = PyUnicode_GET_LENGTH(k);
            if ((n == 4 && PyUnicode_CompareWithASCIIString(k, "kind") == 0)
                    || (n == 10 && PyUnicode_CompareWithASCIIString(k, "visibility") == 0))
                return 1;
        }
        return 0;
    }

    static PyObject *tcg_emit(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
        Py_ssize_t nkw = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
        /* kind and visibility by position, the data by keyword: the calls the rules make */
        if ((nargs == 1 || nargs == 2) && !tcg_emit_names_a_parameter(kwnames, nkw)) {
            PyObject *log = TCG_GETATTR(self, tcg_emit_log);
            if (log == NULL)
                return NULL;
            Py_DECREF(log);
            if (log == Py_None)
                Py_RETURN_NONE;
        }
        PyObject *small[16];
        PyObject **all = small;
        if (1 + nargs + nkw > 16) {
            all = (PyObject **)PyMem_Malloc((1 + nargs + nkw) * sizeof(PyObject *));
            if (all == NULL)
                return PyErr_NoMemory();
        }
        all[0] = self;
        for (Py_ssize_t i = 0; i < nargs + nkw; i++)
            all[i + 1] = args[i];
        PyObject *result = PyObject_Vectorcall(tcg_emit_reference, all, nargs + 1, kwnames);
        if (all != small)
            PyMem_Free(all);
        return result;
    }

    static PyMethodDef tcg_emit_def = {
        "emit", (PyCFunction)(void (*)(void))tcg_emit, METH_FASTCALL | METH_KEYWORDS,
        "emit($self, kind, visibility=-1, **data)\\n--\\n\\n"
        "Append an event visible to ``visibility`` (ALL or a bitmask of players) to the match's log, if it keeps "
        "one; the compiled form of the Python ``Match.emit`` (tcgkit/core/quietemit.pyx), which writes the event."};

    static PyObject *tcg_emit_method(PyObject *cls, PyObject *reference) {
        if (!PyType_Check(cls) || !PyCallable_Check(reference)) {
            PyErr_SetString(PyExc_TypeError, "emit_method(cls, reference): a class and the Python emit");
            return NULL;
        }
        if (tcg_emit_log == NULL && (tcg_emit_log = PyUnicode_InternFromString("log")) == NULL)
            return NULL;
        Py_INCREF(reference);
        Py_XSETREF(tcg_emit_reference, reference);
        return PyDescr_NewMethod((PyTypeObject *)cls, &tcg_emit_def);
    }
    """
    object tcg_emit_method(object cls, object reference)


def emit_method(cls, reference):
    """The method to install as ``cls.emit``: calls without a log return at once, every other call goes to
    ``reference`` (the Python ``emit``, which keeps working as the method's reference and for errors).

    Args:
        cls: the match class (its instances have a ``log`` slot: a list, or ``None``).
        reference: the Python ``emit`` function (``self, kind, visibility=ALL, **data``).

    Raises:
        TypeError: ``cls`` is not a class or ``reference`` not callable.
    """
    return tcg_emit_method(cls, reference)
