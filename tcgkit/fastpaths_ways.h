/* The ways of a place's cache (tcgkit/fastpaths.h, which includes this after its types): which way answers for an
   object, and how a way is filled from the generic lookup's own parts (the type's MRO, the descriptor found there,
   the instance's __dict__, a module's namespace). A fill decides what kind of way a name gets on a type, once; the
   reads, writes and calls in fastpaths.h then use it while the type's version tag holds. A change here rebuilds
   every compiled module, as a change to fastpaths.h does (tcgkit/compiled.py). */

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

/* The object's own __dict__, borrowed, or NULL (its type gives it none, or it has none yet). */
static inline PyObject *tcg_instance_dict(PyObject *o) {
    PyObject **dict = _PyObject_GetDictPtr(o);
    return dict != NULL ? *dict : NULL;
}

/* `name` in the object's own __dict__, borrowed, or NULL (no dict, or not there). */
static inline PyObject *tcg_instance_value(PyObject *o, PyObject *name) {
    PyObject *dict = tcg_instance_dict(o), *value;
    if (dict == NULL)
        return NULL;
    value = PyDict_GetItemWithError(dict, name);
    if (value == NULL && PyErr_Occurred())
        PyErr_Clear(); /* the generic way meets the same error and raises it */
    return value;
}

/* Whether way `e`'s class attribute holds for `o` without a look into its __dict__ (inline): the type's instances
   have none, or `o` has none yet, or it is in the state last seen without the name. Else tcg_shadowing decides. */
#define TCG_UNSHADOWED(e, o) (!(e)->shadowed || tcg_unshadowed_seen((e), (o)))
static inline int tcg_unshadowed_seen(const tcg_entry *e, PyObject *o) {
    PyObject *dict = tcg_instance_dict(o);
    return dict == NULL || ((PyDictObject *)dict)->ma_version_tag == e->unshadowed;
}

/* `name` in the object's own __dict__, borrowed, or NULL, for way `e` of a type whose instances may shadow the class
   attribute it caches: a __dict__ in the state the way last saw without the name is not asked again (a dict's
   version tag is unique to one state of one dict, as for TCG_MODULE_VALUE). */
static PyObject *tcg_shadowing(tcg_entry *e, PyObject *o, PyObject *name) {
    PyObject *dict, *value;
    uint64_t version;
    if (tcg_unshadowed_seen(e, o))
        return NULL;
    dict = tcg_instance_dict(o);
    version = ((PyDictObject *)dict)->ma_version_tag;
    value = PyDict_GetItemWithError(dict, name);
    if (value == NULL && PyErr_Occurred())
        PyErr_Clear(); /* the generic way meets the same error and raises it */
    else if (value == NULL)
        e->unshadowed = version; /* (a lookup that changed the dict left it another tag) */
    return value;
}

/* Whether reading `descr` through an instance `o` makes PyMethod_New(descr, o): a Python function, or a Cython
   function (every Cython release names its function type so; a static or class method is another object). */
static int tcg_binds(PyObject *descr) {
    const char *name = Py_TYPE(descr)->tp_name, *suffix = "cython_function_or_method";
    size_t n = strlen(name), k = strlen(suffix);
    return Py_IS_TYPE(descr, &PyFunction_Type) || (n >= k && strcmp(name + n - k, suffix) == 0);
}

/* What a static method gives when read (its function, borrowed: the static method holds it), or NULL. */
static PyObject *tcg_static_function(PyObject *descr) {
    PyObject *function;
    if (!Py_IS_TYPE(descr, &PyStaticMethod_Type))
        return NULL;
    function = PyObject_GetAttrString(descr, "__func__");
    if (function == NULL) {
        PyErr_Clear();
        return NULL;
    }
    Py_DECREF(function);
    return function;
}

/* Whether `descr` is the `__class__` that object defines (its getter gives the object's type). */
static int tcg_is_object_class(PyObject *descr, PyObject *name) {
    return Py_IS_TYPE(descr, &PyGetSetDescr_Type) && PyDescr_TYPE(descr) == &PyBaseObject_Type
        && PyUnicode_CompareWithASCIIString(name, "__class__") == 0;
}

/* The index a named tuple's field reads (a collections._tuplegetter, as its __reduce__ tells: (type, (index,
   doc))), or -1. */
static Py_ssize_t tcg_tuple_field(PyObject *descr) {
    PyObject *reduced;
    Py_ssize_t index = -1;
    if (strcmp(Py_TYPE(descr)->tp_name, "_collections._tuplegetter") != 0)
        return -1;
    reduced = PyObject_CallMethod(descr, "__reduce__", NULL);
    if (reduced != NULL && PyTuple_Check(reduced) && PyTuple_GET_SIZE(reduced) == 2
            && PyTuple_Check(PyTuple_GET_ITEM(reduced, 1)) && PyTuple_GET_SIZE(PyTuple_GET_ITEM(reduced, 1)) >= 1) {
        index = PyLong_AsSsize_t(PyTuple_GET_ITEM(PyTuple_GET_ITEM(reduced, 1), 0));
        if (index < 0)
            index = -1;
    }
    Py_XDECREF(reduced);
    if (PyErr_Occurred())
        PyErr_Clear();
    return index;
}

/* The way of `c` that answers for `o` (its type, or the module or class itself), or NULL. Out of line: the inline
   entry points ask the first way themselves (TCG_FIRST_WAY). */
static tcg_entry *tcg_find(tcg_cache *c, PyObject *o, PyObject *name) {
    PyTypeObject *t = Py_TYPE(o);
    if (name != c->name)
        return NULL;
    for (int i = 0; i < TCG_WAYS; i++) {
        tcg_entry *e = &c->way[i];
        if (e->type == t ? t->tp_version_tag == e->version
                : e->type == TCG_OWNED && e->owner == o && e->owner_type == t && t->tp_version_tag == e->version)
            return e;
    }
    return NULL;
}

/* The way to fill for `o`: the one that held its type (or its module or class) before, else an empty one, else
   the next in turn. A changed name empties every way. */
static tcg_entry *tcg_way_for(tcg_cache *c, PyObject *o, PyObject *name, int owned) {
    PyTypeObject *t = Py_TYPE(o);
    int i;
    if (c->name != name) {
        Py_INCREF(name);
        Py_XSETREF(c->name, name);
        for (i = 0; i < TCG_WAYS; i++)
            c->way[i].type = NULL;
    }
    for (i = 0; i < TCG_WAYS; i++)
        if (owned ? c->way[i].type == TCG_OWNED && c->way[i].owner == o : c->way[i].type == t)
            return &c->way[i];
    for (i = 0; i < TCG_WAYS; i++)
        if (c->way[i].type == NULL)
            return &c->way[i];
    i = c->next;
    c->next = (c->next + 1) % TCG_WAYS;
    return &c->way[i];
}

/* A way for a module `o`'s own name (read or called), or NULL. */
static tcg_entry *tcg_fill_module(tcg_entry *e, PyObject *o, PyObject *name, int how) {
    PyObject *value;
    if (how == TCG_WRITE || _PyType_Lookup(&PyModule_Type, name) != NULL) /* e.g. __dict__, __class__ */
        return NULL;
    value = PyDict_GetItemWithError(PyModule_GetDict(o), name); /* borrowed */
    if (value == NULL) {
        PyErr_Clear();
        return NULL;
    }
    e->kind = TCG_MODULE_VALUE;
    e->value = value;
    e->owner_version = tcg_module_version(o);
    return e;
}

/* A way for a class `o`'s own attribute (read or called), as type's getattr gives it, unless its metaclass has
   the name; or NULL. */
static tcg_entry *tcg_fill_class(tcg_entry *e, PyObject *o, PyObject *name, int how) {
    PyTypeObject *cls = (PyTypeObject *)o, *meta = Py_TYPE(o);
    PyObject *descr, *function;
    if (how == TCG_WRITE || meta->tp_getattro != PyType_Type.tp_getattro || _PyType_Lookup(meta, name) != NULL)
        return NULL;
    descr = _PyType_Lookup(cls, name); /* borrowed; gives the class a version tag */
    function = descr != NULL ? tcg_static_function(descr) : NULL;
    if (function != NULL)
        descr = function;
    else if (descr == NULL || !(Py_TYPE(descr)->tp_descr_get == NULL || tcg_binds(descr)))
        return NULL; /* a descriptor (a class method, a property …) or nothing: the generic way */
    if (!(cls->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) || cls->tp_version_tag == 0)
        return NULL;
    e->kind = TCG_CLASS_ATTR; /* a function read from its class is the function */
    e->value = descr;
    e->owner_version = cls->tp_version_tag;
    return e;
}

/* A way for an instance `o` of type `t`, or NULL. */
static tcg_entry *tcg_fill_instance(tcg_entry *e, PyObject *o, PyObject *name, int how) {
    PyTypeObject *t = Py_TYPE(o);
    PyObject *descr, *function = NULL;
    if (how == TCG_WRITE ? t->tp_setattro != PyObject_GenericSetAttr : !tcg_generic_read(t))
        return NULL;
    descr = _PyType_Lookup(t, name); /* borrowed; gives the type a version tag */
    e->shadowed = 0;
    e->unshadowed = 0;
    if (descr != NULL && Py_TYPE(descr) == &PyMemberDescr_Type && PyType_IsSubtype(t, PyDescr_TYPE(descr))) {
        PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
        if (member->type != T_OBJECT_EX || member->flags != 0) /* read-only or audited: the generic way */
            return NULL;
        e->kind = TCG_SLOT; /* a data descriptor: an instance dict cannot shadow it */
        e->offset = member->offset;
    } else if (how == TCG_READ && descr != NULL && tcg_is_object_class(descr, name)) {
        e->kind = TCG_TYPE; /* a data descriptor too */
    } else if (how == TCG_READ && descr != NULL && PyType_IsSubtype(t, &PyTuple_Type)
               && (e->offset = tcg_tuple_field(descr)) >= 0) {
        e->kind = TCG_TUPLE_ITEM; /* likewise */
    } else if (how == TCG_READ && descr != NULL && Py_TYPE(descr)->tp_descr_set != NULL
               && Py_TYPE(descr)->tp_descr_get != NULL && t->tp_getattro == PyObject_GenericGetAttr) {
        e->kind = TCG_DATA_DESCR; /* (with a __getattr__, an AttributeError it raises goes to the hook) */
        e->value = descr;
    } else if (how == TCG_WRITE || (descr != NULL && Py_TYPE(descr)->tp_descr_set != NULL)) {
        return NULL; /* a write of anything but a slot, another data descriptor: the generic way */
    } else {
        e->shadowed = t->tp_dictoffset != 0;
        if (descr != NULL && how == TCG_CALL && PyType_HasFeature(Py_TYPE(descr), Py_TPFLAGS_METHOD_DESCRIPTOR)) {
            e->kind = TCG_METHOD;
            e->value = descr;
        } else if (descr != NULL && how == TCG_READ && tcg_binds(descr)) {
            e->kind = TCG_BOUND;
            e->value = descr;
        } else if (descr != NULL && (Py_TYPE(descr)->tp_descr_get == NULL
                                     || (function = tcg_static_function(descr)) != NULL)) {
            e->kind = TCG_CLASS_VALUE; /* a static method: its function */
            e->value = Py_TYPE(descr)->tp_descr_get == NULL ? descr : function;
        } else if (e->shadowed) { /* nothing on the type, or a method read as a value: the instance's own */
            e->kind = TCG_INSTANCE_VALUE;
        } else {
            return NULL;
        }
    }
    return e;
}

/* Fill a way of `c` for `how` (a read, a write or a method call) of `name` on `o`, and return it; or return NULL
   when the generic way must decide each time. Called before any generic call, with no call in between that could
   release the GIL. */
static tcg_entry *tcg_fill(tcg_cache *c, PyObject *o, PyObject *name, int how) {
    PyTypeObject *t = Py_TYPE(o);
    int owned = PyModule_CheckExact(o) || PyType_Check(o);
    tcg_entry *e = tcg_way_for(c, o, name, owned);
    e->type = NULL;
    if (PyModule_CheckExact(o) ? tcg_fill_module(e, o, name, how) == NULL
            : PyType_Check(o) ? tcg_fill_class(e, o, name, how) == NULL : tcg_fill_instance(e, o, name, how) == NULL)
        return NULL;
    if (!(t->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) || t->tp_version_tag == 0)
        return NULL;
    e->version = t->tp_version_tag;
    if (owned) {
        e->owner = o;
        e->owner_type = t;
        e->type = TCG_OWNED;
    } else {
        e->type = t;
    }
    return e;
}
