/* The interpreter's specialisations, for compiled modules (tcgkit/compiled.py, issue 18 item 5).

   CPython 3.11's own interpreter specialises an instruction at each place in the code once it has seen what it
   works on: an attribute read of a __slots__ field (LOAD_ATTR_SLOT), a method call (LOAD_METHOD), a list or tuple
   indexed by a small int (BINARY_SUBSCR_LIST_INT). Cython compiles the same Python to C, but reads `obj.name`,
   calls `obj.name(...)` and indexes `seq[i]` of objects it knows nothing about through the generic lookups, so
   the match's and the cards' slot reads cost it more than they cost the interpreter. This header gives compiled
   code the same shortcuts:

   * an attribute read or write (`tcg_getattr`, `tcg_setattr`) gets a cache of its own at each place: the type
     seen, that type's version tag and the slot's offset, filled by the generic lookup when it finds a plain slot
     (a member descriptor of kind T_OBJECT_EX) on a type with the generic getattr/setattr, and used only while the
     object's type and its version tag are the ones it saw;
   * a method call (`tcg_call_method`) likewise caches the function the type's MRO gave, for a type without an
     instance dict (so nothing on the object can shadow the method);
   * an index (`tcg_getitem`) of an exact list or tuple by an exact, non-negative int that fits one digit reads the
     item straight away.

   A type's version tag changes whenever the type or a base is modified, and tags are never reused, so a cache
   can never use a slot or a method of a changed or another type. An empty slot (an unset attribute) goes the
   generic way, which raises the AttributeError. Everything else (a property, a class attribute, a __getattr__,
   an instance dict, a type that overrides attribute access, a negative index, a dict) goes the generic way every
   time. tests/test_fastpaths.py checks each case against pure Python.

   On an interpreter other than CPython 3.11 (with the GIL, the full API) every entry point is the generic call. */
#ifndef TCGKIT_FASTPATHS_H
#define TCGKIT_FASTPATHS_H

#include <Python.h>

#if !defined(Py_LIMITED_API) && !defined(PYPY_VERSION) && PY_VERSION_HEX >= 0x030B0000 \
    && PY_VERSION_HEX < 0x030C0000
#include <structmember.h>
#define TCG_FASTPATHS 1

typedef struct {
    PyTypeObject *type;    /* the type seen (NULL: nothing cached); compared by address only */
    unsigned int version;  /* its version tag then */
    Py_ssize_t offset;     /* an attribute's slot offset in the object */
    PyObject *method;      /* a method's function, borrowed from the type's MRO while the version holds */
} tcg_cache;

/* The member descriptor `name` finds on type `t` if generic access uses it as a plain slot, else NULL. */
static PyMemberDef *tcg_plain_slot(PyTypeObject *t, PyObject *name, int write) {
    PyObject *descr;
    PyMemberDef *member;
    if (write ? t->tp_setattro != PyObject_GenericSetAttr : t->tp_getattro != PyObject_GenericGetAttr)
        return NULL;
    descr = _PyType_Lookup(t, name); /* borrowed; gives the type a version tag */
    if (descr == NULL || Py_TYPE(descr) != &PyMemberDescr_Type || !PyType_IsSubtype(t, PyDescr_TYPE(descr)))
        return NULL;
    member = ((PyMemberDescrObject *)descr)->d_member;
    if (member->type != T_OBJECT_EX || member->flags != 0) /* read-only or audited: the generic way */
        return NULL;
    return member;
}

static void tcg_fill_slot(tcg_cache *c, PyObject *o, PyObject *name, int write) {
    PyTypeObject *t = Py_TYPE(o);
    PyMemberDef *member = tcg_plain_slot(t, name, write);
    c->type = NULL;
    if (member != NULL && (t->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) && t->tp_version_tag != 0) {
        c->type = t;
        c->version = t->tp_version_tag;
        c->offset = member->offset;
    }
}

static PyObject *tcg_getattr_slow(tcg_cache *c, PyObject *o, PyObject *name) {
    tcg_fill_slot(c, o, name, 0);
    return PyObject_GetAttr(o, name);
}

static inline PyObject *tcg_getattr(tcg_cache *c, PyObject *o, PyObject *name) {
    PyTypeObject *t = Py_TYPE(o);
    if (t == c->type && t->tp_version_tag == c->version) {
        PyObject *value = *(PyObject **)((char *)o + c->offset);
        if (value != NULL) {
            Py_INCREF(value);
            return value;
        }
    }
    return tcg_getattr_slow(c, o, name);
}

static int tcg_setattr_slow(tcg_cache *c, PyObject *o, PyObject *name, PyObject *value) {
    tcg_fill_slot(c, o, name, 1);
    return PyObject_SetAttr(o, name, value);
}

static inline int tcg_setattr(tcg_cache *c, PyObject *o, PyObject *name, PyObject *value) {
    PyTypeObject *t = Py_TYPE(o);
    if (value != NULL && t == c->type && t->tp_version_tag == c->version) { /* NULL deletes: generic */
        PyObject **slot = (PyObject **)((char *)o + c->offset);
        PyObject *old = *slot;
        Py_INCREF(value);
        *slot = value;
        Py_XDECREF(old);
        return 0;
    }
    return tcg_setattr_slow(c, o, name, value);
}

/* `args[0].name(args[1:])` as PyObject_VectorcallMethod calls it (nargsf counts args[0]). */
static PyObject *tcg_call_method_slow(tcg_cache *c, PyObject *name, PyObject *const *args, size_t nargsf) {
    PyTypeObject *t = Py_TYPE(args[0]);
    PyObject *descr;
    c->type = NULL;
    if (t->tp_getattro == PyObject_GenericGetAttr && t->tp_dictoffset == 0) {
        descr = _PyType_Lookup(t, name);
        if (descr != NULL && PyType_HasFeature(Py_TYPE(descr), Py_TPFLAGS_METHOD_DESCRIPTOR)
                && (t->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) && t->tp_version_tag != 0) {
            c->type = t;
            c->version = t->tp_version_tag;
            c->method = descr;
        }
    }
    return PyObject_VectorcallMethod(name, args, nargsf, NULL);
}

static inline PyObject *tcg_call_method(tcg_cache *c, PyObject *name, PyObject *const *args, size_t nargsf) {
    PyTypeObject *t = Py_TYPE(args[0]);
    if (t == c->type && t->tp_version_tag == c->version) {
        PyObject *method = c->method, *result;
        Py_INCREF(method); /* the call may change the type: hold the function while it runs */
        result = PyObject_Vectorcall(method, args, nargsf & ~PY_VECTORCALL_ARGUMENTS_OFFSET, NULL);
        Py_DECREF(method);
        return result;
    }
    return tcg_call_method_slow(c, name, args, nargsf);
}

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
#define TCG_CALL_METHOD(n, a, f) __extension__({ static tcg_cache tcg_c_; tcg_call_method(&tcg_c_, (n), (a), (f)); })

#else
#define TCG_FASTPATHS 0
#define TCG_GETATTR(o, n) PyObject_GetAttr((o), (n))
#define TCG_SETATTR(o, n, v) PyObject_SetAttr((o), (n), (v))
#define TCG_CALL_METHOD(n, a, f) PyObject_VectorcallMethod((n), (a), (f), NULL)
#define TCG_GETITEM(o, k, slow) slow((o), (k))
#endif

#endif /* TCGKIT_FASTPATHS_H */
