# cython: language_level=3
"""The C form of :class:`~tcgkit.core.effects.nodes.Ctx`'s constructor.

Effects and the rules that test them build a context for nearly every card they look at: a random Fire Emblem
playout builds some 430, a Soulbound one 120. ``Ctx(p, u, u)`` on a named tuple whose ``__new__`` is a function
looks that function up, copies the arguments into a new tuple with the class in front, calls it, and the function
builds a tuple that ``tuple.__new__`` copies once more into the instance: about 0.3 µs. This ``__new__``, a C function,
allocates the instance and fills it from the arguments and the fields' defaults: the same object for a fraction of
that. Every call it does not handle itself (keywords, a wrong number of arguments, a subclass) goes to its reference,
the Python ``__new__`` (``nodes._new_ctx``). (It is the class's ``__new__`` attribute rather than its ``tp_new``
slot: ``tuple.__new__(Ctx, …)``, which the reference and ``_make`` call, refuses a class whose slot is not the
attribute's dispatcher.) Where this module is not built (pure Python, ``TCGKIT_PURE_PYTHON=1``, or a stale build:
:mod:`tcgkit.loader` refuses to import it), the reference alone runs (``tests/core/test_ctxnew.py`` compares them).
"""

cdef extern from *:
    """
    static PyTypeObject *tcg_ctx_type = NULL;     /* the class this __new__ builds */
    static PyObject *tcg_ctx_reference = NULL;    /* its Python __new__: (cls, *args, **kwargs) */
    static PyObject *tcg_ctx_defaults = NULL;     /* the defaults of the last fields, a tuple */
    static Py_ssize_t tcg_ctx_size = 0;           /* how many fields */

    /* __new__(cls, *fields): args[0] is the class */
    static PyObject *tcg_ctx_new(PyObject *unused, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
        Py_ssize_t n = nargs - 1, size = tcg_ctx_size, first_default = size - PyTuple_GET_SIZE(tcg_ctx_defaults);
        if (nargs < 1 || args[0] != (PyObject *)tcg_ctx_type || n < first_default || n > size
                || (kwnames != NULL && PyTuple_GET_SIZE(kwnames) != 0))
            return PyObject_Vectorcall(tcg_ctx_reference, args, nargs, kwnames);
        PyObject *self = tcg_ctx_type->tp_alloc(tcg_ctx_type, size);
        if (self == NULL)
            return NULL;
        for (Py_ssize_t i = 0; i < size; i++) {
            PyObject *item = i < n ? args[i + 1] : PyTuple_GET_ITEM(tcg_ctx_defaults, i - first_default);
            Py_INCREF(item);
            PyTuple_SET_ITEM(self, i, item);
        }
        return self;
    }

    static PyMethodDef tcg_ctx_new_def = {
        "__new__", (PyCFunction)(void (*)(void))tcg_ctx_new, METH_FASTCALL | METH_KEYWORDS,
        "__new__(cls, controller, source=-1, this=-1, it=-1, memo=None)\\n--\\n\\n"
        "A new context; the compiled form of the Python constructor (tcgkit/core/effects/ctxnew.pyx)."};

    static PyObject *tcg_ctx_install(PyObject *cls, PyObject *reference) {
        if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, &PyTuple_Type)
                || ((PyTypeObject *)cls)->tp_itemsize != sizeof(PyObject *) || !PyCallable_Check(reference)) {
            PyErr_SetString(PyExc_TypeError, "new_function(cls, reference): a named tuple class and its Python __new__");
            return NULL;
        }
        PyObject *fields = PyObject_GetAttrString(cls, "_fields");
        if (fields == NULL)
            return NULL;
        PyObject *by_name = PyObject_GetAttrString(cls, "_field_defaults");
        if (by_name == NULL) {
            Py_DECREF(fields);
            return NULL;
        }
        if (!PyTuple_Check(fields) || !PyDict_Check(by_name) || PyDict_GET_SIZE(by_name) > PyTuple_GET_SIZE(fields)) {
            Py_DECREF(fields);
            Py_DECREF(by_name);
            PyErr_SetString(PyExc_TypeError, "new_function: the class has no named-tuple fields");
            return NULL;
        }
        Py_ssize_t size = PyTuple_GET_SIZE(fields), ndefaults = PyDict_GET_SIZE(by_name);
        PyObject *defaults = PyTuple_New(ndefaults);
        for (Py_ssize_t i = 0; defaults != NULL && i < ndefaults; i++) {  /* the defaults of the last fields */
            PyObject *value = PyDict_GetItemWithError(by_name, PyTuple_GET_ITEM(fields, size - ndefaults + i));
            if (value == NULL) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_TypeError, "new_function: only the last fields may have defaults");
                Py_CLEAR(defaults);
                break;
            }
            Py_INCREF(value);
            PyTuple_SET_ITEM(defaults, i, value);
        }
        Py_DECREF(fields);
        Py_DECREF(by_name);
        if (defaults == NULL)
            return NULL;
        Py_INCREF(cls);
        Py_XSETREF(tcg_ctx_type, (PyTypeObject *)cls);
        Py_INCREF(reference);
        Py_XSETREF(tcg_ctx_reference, reference);
        Py_XSETREF(tcg_ctx_defaults, defaults);
        tcg_ctx_size = size;
        return PyCFunction_New(&tcg_ctx_new_def, NULL);
    }
    """
    object tcg_ctx_install(object cls, object reference)


def new_function(cls, reference):
    """The ``__new__`` to install on ``cls`` (as a ``staticmethod``): ``cls(*args)`` with one positional argument
    per field (the last ones may be left to their defaults) is built in C, every other call by ``reference``.

    Args:
        cls: a named tuple class (``typing.NamedTuple``) whose fields with defaults are its last ones.
        reference: its Python ``__new__`` (``cls, *fields``).

    Raises:
        TypeError: ``cls`` is not such a class or ``reference`` not callable.
    """
    return tcg_ctx_install(cls, reference)
