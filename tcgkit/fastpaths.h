/* The interpreter's specialisations, for compiled modules (tcgkit/compiled.py, issue 18 item 5).

   CPython 3.11's own interpreter specialises an instruction at each place in the code once it has seen what it
   works on: an attribute read of a __slots__ field (LOAD_ATTR_SLOT), a method call (LOAD_METHOD), a list or tuple
   indexed by a small int (BINARY_SUBSCR_LIST_INT). Cython compiles the same Python to C, but reads `obj.name`,
   calls `obj.name(...)` and indexes `seq[i]` of objects it knows nothing about through the generic lookups, so
   the match's and the cards' slot reads cost it more than they cost the interpreter. This header gives compiled
   code the same shortcuts:

   * an attribute read or write (`tcg_getattr`, `tcg_setattr`) gets a cache of its own at each place (the name
     there is a constant of the module: the cache holds it and answers for it alone), filled by the generic
     lookup and used only while the object's type and that type's version tag are the ones it saw: a slot (a
     T_OBJECT_EX member) read or written at its offset, on a type with the generic getattr/setattr; for a read, also
     a class attribute that is no descriptor (LOAD_ATTR_CLASS), a name in the object's own __dict__ when the type has
     no data descriptor of that name (LOAD_ATTR_WITH_HINT), and a name in a module's namespace while the module's
     dict keeps its version tag (LOAD_ATTR_MODULE). A class with a __getattr__ over object's __getattribute__
     (pydantic's models: the rule options) reads the same way: its hook answers only misses;
   * a method call (`tcg_call_method`, with keyword arguments too) likewise caches the function the type's MRO
     gave (LOAD_METHOD), and calls a callable held in a slot, a class attribute, an instance's __dict__ or a
     module's namespace (`step.on_enter(m)`, `combat.attack_options(m, p)`) without the object, as the generic
     call would; where instances have a __dict__, a method or class attribute is used only while the instance's
     own __dict__ does not hold the name;
   * an index (`tcg_getitem`) of an exact list or tuple by an exact, non-negative int that fits one digit reads the
     item straight away;
   * a truth test (`TCG_IS_TRUE`) of an exact int, list, tuple or dict reads its size.

   A type's version tag changes whenever the type or a base is modified, and tags are never reused, so a cache
   can never use a slot, a method or a value of a changed or another type; a dict's version tag likewise changes
   with any change to the dict and is never reused. A cached method or value is borrowed: the type's or the
   module's dict holds it while the tag holds, and a call holds a reference of its own while it runs. An empty
   slot (an unset attribute), a name an instance's __dict__ does not hold, and a name its __dict__ shadows go the
   generic way, which raises the AttributeError or asks the __getattr__. Everything else (a property or another
   data descriptor, a bound method read, a __getattribute__ of the class's own, a type that overrides attribute
   access in C, a module subclass, a negative index, a dict) goes the generic way every time.
   tests/test_fastpaths.py checks each case against pure Python.

   On an interpreter other than CPython 3.11 (with the GIL, the full API) every entry point is the generic call. */
#ifndef TCGKIT_FASTPATHS_H
#define TCGKIT_FASTPATHS_H

#include <Python.h>

#if !defined(Py_LIMITED_API) && !defined(PYPY_VERSION) && PY_VERSION_HEX >= 0x030B0000 \
    && PY_VERSION_HEX < 0x030C0000
#include <structmember.h>
#define TCG_FASTPATHS 1

/* What a place in the code has cached (tcg_cache.kind). */
#define TCG_SLOT 1         /* a plain __slots__ field at `offset` of the object */
#define TCG_METHOD 2       /* a function on the type: called with the object as its first argument */
#define TCG_CLASS_VALUE 3  /* a plain class attribute (not a descriptor), called without the object */
#define TCG_MODULE_VALUE 4 /* a name in a module's namespace (its dict), while the dict is as it was */
#define TCG_INSTANCE_VALUE 5 /* a name in the object's own __dict__ (no data descriptor of that name on the type) */

typedef struct {
    PyTypeObject *type;    /* the type seen (NULL: nothing cached); compared by address only */
    PyObject *name;        /* the name looked up (a reference held: a place's name is a constant of its module,
                              and a cache answers for that name only) */
    unsigned int version;  /* its version tag then */
    int kind;              /* TCG_SLOT ... TCG_INSTANCE_VALUE */
    int shadowed;          /* TCG_METHOD, TCG_CLASS_VALUE: instances have a __dict__ that may hold the name */
    Py_ssize_t offset;     /* TCG_SLOT: the slot's offset in the object */
    PyObject *value;       /* the method, class value or module value: borrowed while the version holds */
    PyObject *module;      /* TCG_MODULE_VALUE: the module (compared by address only) */
    uint64_t dict_version; /* TCG_MODULE_VALUE: its dict's version tag then (unique to one state of one dict) */
} tcg_cache;

enum { TCG_READ, TCG_WRITE, TCG_CALL };

/* The module's namespace version (CPython 3.11 gives every dict a new tag, from one counter, on any change). */
static inline uint64_t tcg_module_version(PyObject *module) {
    return ((PyDictObject *)PyModule_GetDict(module))->ma_version_tag;
}

/* Whether reads of `t`'s instances are the generic ones: its own getattr is the generic one, or it is a class with
   object's __getattribute__ and a __getattr__, which answers only what the generic read does not find (as
   CPython's slot_tp_getattr_hook decides). */
static int tcg_generic_read(PyTypeObject *t) {
    static PyObject *getattribute; /* the name, interned once for the process */
    PyObject *descr;
    if (t->tp_getattro == PyObject_GenericGetAttr)
        return 1;
    if (!PyType_HasFeature(t, Py_TPFLAGS_HEAPTYPE))
        return 0;
    if (getattribute == NULL && (getattribute = PyUnicode_InternFromString("__getattribute__")) == NULL) {
        PyErr_Clear();
        return 0;
    }
    descr = _PyType_Lookup(t, getattribute);
    return descr != NULL && Py_IS_TYPE(descr, &PyWrapperDescr_Type)
        && ((PyWrapperDescrObject *)descr)->d_wrapped == (void *)PyObject_GenericGetAttr;
}

/* `name` in the object's own __dict__, borrowed, or NULL (no dict, or not there). */
static inline PyObject *tcg_instance_value(PyObject *o, PyObject *name) {
    PyObject **dict = _PyObject_GetDictPtr(o), *value;
    if (dict == NULL || *dict == NULL)
        return NULL;
    value = PyDict_GetItemWithError(*dict, name);
    if (value == NULL && PyErr_Occurred())
        PyErr_Clear(); /* the generic way meets the same error and raises it */
    return value;
}

/* Fill `c` for `how` (a read, a write or a method call) of `name` on `o`, or leave it empty when the generic way
   must decide each time. Called before the generic call, with no call in between that could release the GIL. */
static void tcg_fill(tcg_cache *c, PyObject *o, PyObject *name, int how) {
    PyTypeObject *t = Py_TYPE(o);
    PyObject *descr;
    c->type = NULL;
    c->shadowed = 0;
    if (c->name != name) {
        Py_INCREF(name);
        Py_XSETREF(c->name, name);
    }
    if (PyModule_CheckExact(o)) {
        PyObject *value;
        if (how == TCG_WRITE || _PyType_Lookup(&PyModule_Type, name) != NULL) /* e.g. __dict__, __class__ */
            return;
        value = PyDict_GetItemWithError(PyModule_GetDict(o), name); /* borrowed */
        if (value == NULL) {
            PyErr_Clear();
            return;
        }
        c->kind = TCG_MODULE_VALUE;
        c->value = value;
        c->module = o;
        c->dict_version = tcg_module_version(o);
    } else {
        if (how == TCG_WRITE ? t->tp_setattro != PyObject_GenericSetAttr : !tcg_generic_read(t))
            return;
        descr = _PyType_Lookup(t, name); /* borrowed; gives the type a version tag */
        if (descr != NULL && Py_TYPE(descr) == &PyMemberDescr_Type && PyType_IsSubtype(t, PyDescr_TYPE(descr))) {
            PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
            if (member->type != T_OBJECT_EX || member->flags != 0) /* read-only or audited: the generic way */
                return;
            c->kind = TCG_SLOT; /* a data descriptor: an instance dict cannot shadow it */
            c->offset = member->offset;
        } else if (how == TCG_WRITE || (descr != NULL && Py_TYPE(descr)->tp_descr_set != NULL)) {
            return; /* a write of anything but a slot, a property or another data descriptor: the generic way */
        } else {
            c->shadowed = t->tp_dictoffset != 0;
            if (descr != NULL && how == TCG_CALL && PyType_HasFeature(Py_TYPE(descr), Py_TPFLAGS_METHOD_DESCRIPTOR)) {
                c->kind = TCG_METHOD;
                c->value = descr;
            } else if (descr != NULL && Py_TYPE(descr)->tp_descr_get == NULL) {
                c->kind = TCG_CLASS_VALUE;
                c->value = descr;
            } else if (c->shadowed) { /* nothing on the type, or a method read as a value: the instance's own */
                c->kind = TCG_INSTANCE_VALUE;
            } else {
                return;
            }
        }
    }
    if ((t->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) && t->tp_version_tag != 0) {
        c->type = t;
        c->version = t->tp_version_tag;
    }
}

/* The cached value for a read or a call of `name` on `o`, borrowed, or NULL: the generic way. */
static inline PyObject *tcg_cached(const tcg_cache *c, PyObject *o, PyObject *name) {
    PyTypeObject *t = Py_TYPE(o);
    if (t != c->type || t->tp_version_tag != c->version || name != c->name)
        return NULL;
    switch (c->kind) {
    case TCG_SLOT:
        return *(PyObject **)((char *)o + c->offset); /* NULL when unset: the generic way raises */
    case TCG_MODULE_VALUE:
        return o == c->module && tcg_module_version(o) == c->dict_version ? c->value : NULL;
    case TCG_INSTANCE_VALUE:
        return tcg_instance_value(o, name); /* not there: the generic way finds the method or the __getattr__ */
    default: /* TCG_METHOD, TCG_CLASS_VALUE: unless the instance's own __dict__ holds the name */
        return c->shadowed && tcg_instance_value(o, name) != NULL ? NULL : c->value;
    }
}

static PyObject *tcg_getattr_slow(tcg_cache *c, PyObject *o, PyObject *name) {
    tcg_fill(c, o, name, TCG_READ);
    return PyObject_GetAttr(o, name);
}

static inline PyObject *tcg_getattr(tcg_cache *c, PyObject *o, PyObject *name) {
    PyObject *value = tcg_cached(c, o, name); /* a read never caches a method: c->kind is not TCG_METHOD */
    if (value != NULL) {
        Py_INCREF(value);
        return value;
    }
    return tcg_getattr_slow(c, o, name);
}

static int tcg_setattr_slow(tcg_cache *c, PyObject *o, PyObject *name, PyObject *value) {
    tcg_fill(c, o, name, TCG_WRITE);
    return PyObject_SetAttr(o, name, value);
}

static inline int tcg_setattr(tcg_cache *c, PyObject *o, PyObject *name, PyObject *value) {
    PyTypeObject *t = Py_TYPE(o);
    if (value != NULL && t == c->type && t->tp_version_tag == c->version && name == c->name) { /* NULL: delete */
        PyObject **slot = (PyObject **)((char *)o + c->offset);            /* a write caches slots only */
        PyObject *old = *slot;
        Py_INCREF(value);
        *slot = value;
        Py_XDECREF(old);
        return 0;
    }
    return tcg_setattr_slow(c, o, name, value);
}

/* `args[0].name(args[1:], **kwnames)` as PyObject_VectorcallMethod calls it (nargsf counts args[0]; kwnames, or
   NULL, names the last arguments). */
static PyObject *tcg_call_method_slow(tcg_cache *c, PyObject *name, PyObject *const *args, size_t nargsf,
                                      PyObject *kwnames) {
    tcg_fill(c, args[0], name, TCG_CALL);
    return PyObject_VectorcallMethod(name, args, nargsf, kwnames);
}

static inline PyObject *tcg_call_method(tcg_cache *c, PyObject *name, PyObject *const *args, size_t nargsf,
                                        PyObject *kwnames) {
    PyObject *callable = tcg_cached(c, args[0], name), *result;
    if (callable == NULL)
        return tcg_call_method_slow(c, name, args, nargsf, kwnames);
    Py_INCREF(callable); /* the call may change the type or the module: hold the callable while it runs */
    if (c->kind == TCG_METHOD) /* the object is the first argument, and args[-1] is not ours to use */
        result = PyObject_Vectorcall(callable, args, nargsf & ~PY_VECTORCALL_ARGUMENTS_OFFSET, kwnames);
    else /* a value called without the object: args[0], before the rest, may serve as their args[-1] */
        result = PyObject_Vectorcall(callable, args + 1, nargsf - 1, kwnames);
    Py_DECREF(callable);
    return result;
}

/* `bool(o)`: True, False and None, then an exact int, list, tuple or dict by its size, as their own truth tests
   do; anything else `slow(o)` (the generic test). */
#define TCG_IS_TRUE(o, slow) __extension__({ \
    PyObject *tcg_o_ = (o); \
    PyTypeObject *tcg_t_ = Py_TYPE(tcg_o_); \
    tcg_o_ == Py_True ? 1 : (tcg_o_ == Py_False || tcg_o_ == Py_None) ? 0 \
        : (tcg_t_ == &PyLong_Type || tcg_t_ == &PyList_Type || tcg_t_ == &PyTuple_Type) ? Py_SIZE(tcg_o_) != 0 \
        : tcg_t_ == &PyDict_Type ? PyDict_GET_SIZE(tcg_o_) != 0 : slow(tcg_o_); })

/* `o[k]` for an exact list or tuple and an exact int in [0, 2**30): the item; anything else: `slow(o, k)`. */
#define TCG_GETITEM(o, k, slow) __extension__({ \
    PyObject *tcg_o_ = (o), *tcg_k_ = (k), *tcg_v_ = NULL; \
    if (PyLong_CheckExact(tcg_k_) && (Py_SIZE(tcg_k_) == 0 || Py_SIZE(tcg_k_) == 1)) { \
        Py_ssize_t tcg_i_ = Py_SIZE(tcg_k_) ? (Py_ssize_t)((PyLongObject *)tcg_k_)->ob_digit[0] : 0; \
        if (PyList_CheckExact(tcg_o_)) { \
            if (tcg_i_ < PyList_GET_SIZE(tcg_o_)) tcg_v_ = PyList_GET_ITEM(tcg_o_, tcg_i_); \
        } else if (PyTuple_CheckExact(tcg_o_)) { \
            if (tcg_i_ < PyTuple_GET_SIZE(tcg_o_)) tcg_v_ = PyTuple_GET_ITEM(tcg_o_, tcg_i_); \
        } \
    } \
    if (tcg_v_ != NULL) Py_INCREF(tcg_v_); else tcg_v_ = slow(tcg_o_, tcg_k_); \
    tcg_v_; })

/* One cache per place in the code: a static struct in a GNU statement expression. */
#define TCG_GETATTR(o, n) __extension__({ static tcg_cache tcg_c_; tcg_getattr(&tcg_c_, (o), (n)); })
#define TCG_SETATTR(o, n, v) __extension__({ static tcg_cache tcg_c_; tcg_setattr(&tcg_c_, (o), (n), (v)); })
#define TCG_CALL_METHOD_KW(n, a, f, k) __extension__({ \
    static tcg_cache tcg_c_; tcg_call_method(&tcg_c_, (n), (a), (f), (k)); })

#else
#define TCG_FASTPATHS 0
#define TCG_GETATTR(o, n) PyObject_GetAttr((o), (n))
#define TCG_SETATTR(o, n, v) PyObject_SetAttr((o), (n), (v))
#define TCG_CALL_METHOD_KW(n, a, f, k) PyObject_VectorcallMethod((n), (a), (f), (k))
#define TCG_GETITEM(o, k, slow) slow((o), (k))
#define TCG_IS_TRUE(o, slow) slow(o)
#endif
#define TCG_CALL_METHOD(n, a, f) TCG_CALL_METHOD_KW(n, a, f, NULL)

#endif /* TCGKIT_FASTPATHS_H */
