/* The interpreter's specialisations, for compiled modules (tcgkit/compiled.py, issue 18 item 5).

   CPython 3.11's own interpreter specialises an instruction at each place in the code once it has seen what it
   works on: an attribute read of a __slots__ field (LOAD_ATTR_SLOT), a method call (LOAD_METHOD), a list or tuple
   indexed by a small int (BINARY_SUBSCR_LIST_INT). Cython compiles the same Python to C, but reads `obj.name`,
   calls `obj.name(...)` and indexes `seq[i]` of objects it knows nothing about through the generic lookups, so
   the match's and the cards' slot reads cost it more than they cost the interpreter. This header gives compiled
   code the same shortcuts:

   * an attribute read or write (`tcg_getattr`, `tcg_setattr`) gets a cache of its own at each place (the name
     there is a constant of the module: the cache holds it and answers for it alone), filled by the generic
     lookup, with TCG_WAYS ways: each remembers one type (a place that sees more types takes turns; a place in the
     effect runtime sees every node and primitive kind) and is used only while that type's version tag is the one
     it saw: a slot (a T_OBJECT_EX member) read or written at its offset, on a type with the generic
     getattr/setattr; for a read, also a class attribute that is no descriptor (LOAD_ATTR_CLASS), a function on the
     class bound to the object (a new method, as the function's __get__ makes it: Cython reads `SUPPORT.value`
     so before it calls it), object's `__class__` (the object's type), a named tuple's field (its item: the
     effect context's `ctx.controller`), a name in the object's own __dict__ when the type has no data descriptor
     of that name (LOAD_ATTR_WITH_HINT), a name in a module's namespace while the module's dict keeps its version
     tag (LOAD_ATTR_MODULE), and a class's own plain value or function read from the class (`Match.ask(self, …)`)
     while the class keeps its version tag and its metaclass has no attribute of that name. A class with a
     __getattr__ over object's __getattribute__ (pydantic's models: the rule options) reads the same way: its
     hook answers only misses;
   * a method call (`tcg_call_method`, with keyword arguments too) likewise caches the function the type's MRO
     gave (LOAD_METHOD), and calls a callable held in a slot, a class attribute, an instance's __dict__, a
     module's namespace or a class (`step.on_enter(m)`, `combat.attack_options(m, p)`) without the object, as the
     generic call would; where instances have a __dict__, a method or class attribute is used only while the
     instance's own __dict__ does not hold the name (a __dict__ seen without it is not asked again until its
     version tag changes);
   * a method read to be called at once (`tcg_getattr_self`: Cython reads `SUPPORT.value` of a module's object,
     then unpacks the bound method the read made; tcgkit/compiled.py rewrites those places) comes as the function
     and the object apart, as LOAD_METHOD gives them, and the generated code calls the function with the object
     first: no bound method is made and dropped. Such a place caches what a method call caches;
   * a place that finds nothing cached fills a way and, where it could, answers from it at once (one lookup, not
     the fill's and the generic one's);
   * an index (`tcg_getitem`) of an exact list or tuple by an exact, non-negative int that fits one digit reads the
     item straight away;
   * a truth test (`TCG_IS_TRUE`) of an exact int, list, tuple or dict reads its size.

   A type's version tag changes whenever the type or a base is modified, and tags are never reused, so a cache
   can never use a slot, a method or a value of a changed or another type; a dict's version tag likewise changes
   with any change to the dict and is never reused. A cached method or value is borrowed: the type's or the
   module's dict holds it while the tag holds, and a call holds a reference of its own while it runs. An empty
   slot (an unset attribute), a tuple too short for its field, a name an instance's __dict__ does not hold, and a
   name its __dict__ shadows go the generic way, which raises the error or asks the __getattr__. Everything else (a
   property or another data descriptor, a class or static method, a __getattribute__ of the class's own, a type
   that overrides attribute access in C, a metaclass with the name, a module subclass, a negative index, a dict)
   goes the generic way every time. tests/test_fastpaths.py, tests/test_fastpaths_lookups.py,
   tests/test_fastpaths_ways.py and tests/test_fastpaths_calls.py check each case against pure Python.

   On an interpreter other than CPython 3.11 (with the GIL, the full API) every entry point is the generic call. */
#ifndef TCGKIT_FASTPATHS_H
#define TCGKIT_FASTPATHS_H

#include <Python.h>

#if !defined(Py_LIMITED_API) && !defined(PYPY_VERSION) && PY_VERSION_HEX >= 0x030B0000 \
    && PY_VERSION_HEX < 0x030C0000
#include <structmember.h>
#define TCG_FASTPATHS 1

/* What a way of a place's cache holds (tcg_entry.kind). */
#define TCG_SLOT 1         /* a plain __slots__ field at `offset` of the object */
#define TCG_METHOD 2       /* call: a function on the type, called with the object as its first argument */
#define TCG_CLASS_VALUE 3  /* a plain class attribute (not a descriptor), or a static method's function; called
                              without the object */
#define TCG_INSTANCE_VALUE 4 /* a name in the object's own __dict__ (no data descriptor of that name on the type) */
#define TCG_BOUND 5        /* read: a Python or Cython function on the type, bound to the object (a new method) */
#define TCG_TYPE 6         /* read: `__class__` as object defines it, the object's type */
#define TCG_TUPLE_ITEM 7   /* read: a named tuple's field, item `offset` of the tuple */
#define TCG_DATA_DESCR 8   /* read: another data descriptor on the type (a property): its __get__ */
#define TCG_MODULE_VALUE 9 /* a name in a module's namespace (its dict), while the dict is as it was */
#define TCG_CLASS_ATTR 10  /* a class's own attribute read from the class (`Match.ask`): a plain value or a
                              function as it is, a static method's function; called without the class */

#define TCG_WAYS 4         /* the types one place remembers at once (a place that sees more takes turns) */

typedef struct {
    PyTypeObject *type;    /* the type seen, compared by address only; NULL: an empty way; TCG_OWNED: a way for
                              one module or class (`owner`), whatever its type */
    unsigned int version;  /* the type's version tag then (TCG_OWNED: the owner's type's) */
    int kind;              /* TCG_SLOT ... TCG_CLASS_ATTR */
    Py_ssize_t offset;     /* TCG_SLOT: the slot's offset in the object; TCG_TUPLE_ITEM: the item's index */
    PyObject *value;       /* the method, function, class value, descriptor or module value: borrowed while the
                              version holds */
    int shadowed;          /* TCG_METHOD, TCG_CLASS_VALUE, TCG_BOUND: instances have a __dict__ that may hold the
                              name */
    uint64_t unshadowed;   /* ... and the version tag of the last such __dict__ seen without it (0: none yet) */
    PyObject *owner;       /* TCG_OWNED: the module or the class (compared by address only) ... */
    PyTypeObject *owner_type; /* ... of this type then */
    uint64_t owner_version; /* TCG_MODULE_VALUE: the module dict's version tag then (unique to one state of one
                              dict); TCG_CLASS_ATTR: the class's version tag then */
} tcg_entry;

typedef struct {
    PyObject *name;        /* the name looked up (a reference held: a place's name is a constant of its module,
                              and a cache answers for that name only) */
    tcg_entry way[TCG_WAYS]; /* the name and the first way's hot fields share one cache line: a place that sees
                              one type reads nothing else */
    unsigned int next;     /* the way a new type takes when every way is in use (round robin) */
} __attribute__((aligned(64))) tcg_cache;

static char tcg_owned_mark;
#define TCG_OWNED ((PyTypeObject *)&tcg_owned_mark)

enum { TCG_READ, TCG_WRITE, TCG_CALL };

/* The module's namespace version (CPython 3.11 gives every dict a new tag, from one counter, on any change). */
static inline uint64_t tcg_module_version(PyObject *module) {
    return ((PyDictObject *)PyModule_GetDict(module))->ma_version_tag;
}

#include "fastpaths_ways.h" /* which way answers, and how a way is filled */

/* What way `e` gives for `o`, borrowed, or NULL: the generic way (TCG_BOUND and TCG_DATA_DESCR: tcg_read). */
static inline PyObject *tcg_value(tcg_entry *e, PyObject *o, PyObject *name) {
    switch (e->kind) {
    case TCG_SLOT:
        return *(PyObject **)((char *)o + e->offset); /* NULL when unset: the generic way raises */
    case TCG_TUPLE_ITEM: /* a shorter tuple (made by tuple.__new__): the generic way raises the IndexError */
        return e->offset < PyTuple_GET_SIZE(o) ? PyTuple_GET_ITEM(o, e->offset) : NULL;
    case TCG_TYPE:
        return (PyObject *)Py_TYPE(o);
    case TCG_INSTANCE_VALUE:
        return tcg_instance_value(o, name); /* not there: the generic way finds the method or the __getattr__ */
    case TCG_MODULE_VALUE:
        return tcg_module_version(o) == e->owner_version ? e->value : NULL;
    case TCG_CLASS_ATTR:
        return ((PyTypeObject *)o)->tp_version_tag == e->owner_version ? e->value : NULL;
    case TCG_CLASS_VALUE: { /* no descriptor: a name in the instance's own __dict__ comes first */
        PyObject *own = e->shadowed ? tcg_shadowing(e, o, name) : NULL;
        return own != NULL ? own : e->value;
    }
    default: /* TCG_METHOD: unless the instance's own __dict__ holds the name (called without the object then) */
        return e->shadowed && tcg_shadowing(e, o, name) != NULL ? NULL : e->value;
    }
}

/* A data descriptor's __get__ for `o` (TCG_DATA_DESCR): its result or its error, final. */
static PyObject *tcg_descr_get(const tcg_entry *e, PyObject *o) {
    PyObject *descr = e->value, *result;
    Py_INCREF(descr); /* the getter may change the class */
    result = Py_TYPE(descr)->tp_descr_get(descr, o, (PyObject *)Py_TYPE(o));
    Py_DECREF(descr);
    return result;
}

static PyObject tcg_raised_mark;
#define TCG_RAISED (&tcg_raised_mark) /* tcg_read: the read raised (a data descriptor's getter): final */

/* A read's result from way `e` (a new reference), TCG_RAISED, or NULL: the generic way. */
static inline PyObject *tcg_read(tcg_entry *e, PyObject *o, PyObject *name) {
    PyObject *value;
    switch (e->kind) {
    case TCG_SLOT:
        value = *(PyObject **)((char *)o + e->offset);
        break;
    case TCG_BOUND: /* a function on the class: bound, unless the instance's own __dict__ has the name */
        value = e->shadowed ? tcg_shadowing(e, o, name) : NULL;
        if (value == NULL) {
            value = PyMethod_New(e->value, o); /* what the function's __get__ makes */
            return value != NULL ? value : TCG_RAISED;
        }
        break;
    case TCG_DATA_DESCR:
        value = tcg_descr_get(e, o);
        return value != NULL ? value : TCG_RAISED;
    default:
        value = tcg_value(e, o, name);
    }
    if (value == NULL)
        return NULL;
    Py_INCREF(value);
    return value;
}

/* Whether the first way of `c` answers for `o` (a place that sees one type: the usual case, inline). */
#define TCG_FIRST_WAY(c, o, name) \
    ((c)->way[0].type == Py_TYPE(o) && Py_TYPE(o)->tp_version_tag == (c)->way[0].version && (name) == (c)->name)

/* A read that the first way's slot or plain class value does not answer: another way or kind, or a fill and then
   the way filled, or the generic read. */
static PyObject *tcg_getattr_more(tcg_cache *c, PyObject *o, PyObject *name) {
    tcg_entry *e = tcg_find(c, o, name);
    PyObject *value = e != NULL ? tcg_read(e, o, name) : NULL;
    if (value == NULL && (e = tcg_fill(c, o, name, TCG_READ)) != NULL)
        value = tcg_read(e, o, name);
    return value == TCG_RAISED ? NULL : value != NULL ? value : PyObject_GetAttr(o, name);
}

static inline __attribute__((always_inline)) PyObject *tcg_getattr(tcg_cache *c, PyObject *o, PyObject *name) {
    if (__builtin_expect(TCG_FIRST_WAY(c, o, name), 1)) {
        const tcg_entry *e = &c->way[0];
        PyObject *value = e->kind == TCG_SLOT ? *(PyObject **)((char *)o + e->offset)
            : e->kind == TCG_CLASS_VALUE && TCG_UNSHADOWED(e, o) ? e->value : NULL;
        if (__builtin_expect(value != NULL, 1)) {
            Py_INCREF(value);
            return value;
        }
    }
    return tcg_getattr_more(c, o, name);
}

/* What a method call of `name` on `o` calls, borrowed, and its way's kind (`*kind`: TCG_METHOD takes the object
   as its first argument, any other kind is called without it), from a way of `c` or one filled now; or NULL: the
   generic way. */
static PyObject *tcg_callee(tcg_cache *c, PyObject *o, PyObject *name, int *kind) {
    tcg_entry *e = tcg_find(c, o, name);
    PyObject *callable = e != NULL ? tcg_value(e, o, name) : NULL;
    if (callable == NULL && (e = tcg_fill(c, o, name, TCG_CALL)) != NULL)
        callable = tcg_value(e, o, name);
    if (callable != NULL)
        *kind = e->kind;
    return callable;
}

/* `o.name` read to be called at once (the generated code's `callee = o.name; if it is a method, unpack it`): as
   the interpreter's LOAD_METHOD, a function on the type is returned as it is and `*self` is set to `o` (both new
   references), so no bound method is made and dropped; anything else is the value read (`*self` NULL). A place of
   this kind fills its ways as a method call's (TCG_CALL). */
static PyObject *tcg_getattr_self_more(tcg_cache *c, PyObject *o, PyObject *name, PyObject **self) {
    int kind;
    PyObject *value = tcg_callee(c, o, name, &kind);
    if (value == NULL)
        return PyObject_GetAttr(o, name);
    if (kind == TCG_METHOD) {
        Py_INCREF(o);
        *self = o;
    }
    Py_INCREF(value);
    return value;
}

static inline __attribute__((always_inline)) PyObject *tcg_getattr_self(tcg_cache *c, PyObject *o,
                                                                       PyObject *name, PyObject **self) {
    *self = NULL;
    if (__builtin_expect(TCG_FIRST_WAY(c, o, name), 1)) {
        const tcg_entry *e = &c->way[0];
        if (e->kind == TCG_METHOD && TCG_UNSHADOWED(e, o)) {
            Py_INCREF(o);
            *self = o;
            Py_INCREF(e->value);
            return e->value;
        }
    }
    return tcg_getattr_self_more(c, o, name, self);
}

/* A slot write through way `e` (a write caches slots only). */
static inline void tcg_write_slot(const tcg_entry *e, PyObject *o, PyObject *value) {
    PyObject **slot = (PyObject **)((char *)o + e->offset);
    PyObject *old = *slot;
    Py_INCREF(value);
    *slot = value;
    Py_XDECREF(old);
}

/* A write that the first way does not answer (or a delete, `value` NULL: the generic way). */
static int tcg_setattr_more(tcg_cache *c, PyObject *o, PyObject *name, PyObject *value) {
    tcg_entry *e = value != NULL ? tcg_find(c, o, name) : NULL;
    if (e == NULL && value != NULL)
        e = tcg_fill(c, o, name, TCG_WRITE);
    if (e != NULL) {
        tcg_write_slot(e, o, value);
        return 0;
    }
    return PyObject_SetAttr(o, name, value);
}

static inline __attribute__((always_inline)) int tcg_setattr(tcg_cache *c, PyObject *o, PyObject *name,
                                                            PyObject *value) {
    if (__builtin_expect(value != NULL && TCG_FIRST_WAY(c, o, name), 1)) { /* a write caches slots only */
        tcg_write_slot(&c->way[0], o, value);
        return 0;
    }
    return tcg_setattr_more(c, o, name, value);
}

/* Call `callable`, the value way `e` gave for args[0] (borrowed), as the generic method call would. */
static inline PyObject *tcg_call_cached(int kind, PyObject *callable, PyObject *const *args, size_t nargsf,
                                        PyObject *kwnames) {
    PyObject *result;
    Py_INCREF(callable); /* the call may change the type or the module: hold the callable while it runs */
    if (kind == TCG_METHOD) /* the object is the first argument, and args[-1] is not ours to use */
        result = PyObject_Vectorcall(callable, args, nargsf & ~PY_VECTORCALL_ARGUMENTS_OFFSET, kwnames);
    else /* a value called without the object: args[0], before the rest, may serve as their args[-1] */
        result = PyObject_Vectorcall(callable, args + 1, nargsf - 1, kwnames);
    Py_DECREF(callable);
    return result;
}

/* `args[0].name(args[1:], **kwnames)` as PyObject_VectorcallMethod calls it (nargsf counts args[0]; kwnames, or
   NULL, names the last arguments), when the first way's method or slot does not answer. */
static PyObject *tcg_call_method_more(tcg_cache *c, PyObject *name, PyObject *const *args, size_t nargsf,
                                      PyObject *kwnames) {
    int kind;
    PyObject *callable = tcg_callee(c, args[0], name, &kind);
    if (callable != NULL)
        return tcg_call_cached(kind, callable, args, nargsf, kwnames);
    return PyObject_VectorcallMethod(name, args, nargsf, kwnames);
}

static inline __attribute__((always_inline)) PyObject *tcg_call_method(tcg_cache *c, PyObject *name,
                                                                      PyObject *const *args, size_t nargsf,
                                                                      PyObject *kwnames) {
    if (__builtin_expect(TCG_FIRST_WAY(c, args[0], name), 1)) {
        const tcg_entry *e = &c->way[0];
        PyObject *callable = e->kind == TCG_METHOD && TCG_UNSHADOWED(e, args[0]) ? e->value
            : e->kind == TCG_SLOT ? *(PyObject **)((char *)args[0] + e->offset) : NULL;
        if (__builtin_expect(callable != NULL, 1))
            return tcg_call_cached(e->kind, callable, args, nargsf, kwnames);
    }
    return tcg_call_method_more(c, name, args, nargsf, kwnames);
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
#define TCG_GETATTR_SELF(o, n, s) __extension__({ \
    static tcg_cache tcg_c_; tcg_getattr_self(&tcg_c_, (o), (n), &(s)); })
#define TCG_CALL_METHOD_KW(n, a, f, k) __extension__({ \
    static tcg_cache tcg_c_; tcg_call_method(&tcg_c_, (n), (a), (f), (k)); })

#else
#define TCG_FASTPATHS 0
#define TCG_GETATTR(o, n) PyObject_GetAttr((o), (n))
#define TCG_SETATTR(o, n, v) PyObject_SetAttr((o), (n), (v))
#define TCG_GETATTR_SELF(o, n, s) ((s) = NULL, PyObject_GetAttr((o), (n)))
#define TCG_CALL_METHOD_KW(n, a, f, k) PyObject_VectorcallMethod((n), (a), (f), (k))
#define TCG_GETITEM(o, k, slow) slow((o), (k))
#define TCG_IS_TRUE(o, slow) slow(o)
#endif
#define TCG_CALL_METHOD(n, a, f) TCG_CALL_METHOD_KW(n, a, f, NULL)

#endif /* TCGKIT_FASTPATHS_H */
