/* Stands in for JAWS's automation object (FreedomSci.JawsApi) in the
 * Windows tests under Wine, where JAWS cannot run: an in-process COM server
 * whose IDispatch knows one method, SayString(StringToSpeak, bFlush), as
 * Freedom Scientific documents it. Each call is written as one line of
 * UTF-8 to heard.txt beside this file, as it was made:
 * SayString("text", false). It answers true, as JAWS does when it speaks;
 * where a file named refuse lies beside it, it answers false and writes
 * nothing, as JAWS does when it does not take the text.
 * The tests register it under the class below for as long as they need
 * it. Never shipped. */
#define COBJMACROS
#include <windows.h>
#include <oleauto.h>
#include <stdio.h>

/* {52479d8d-8f41-45c1-8392-0036029f438e}: this stand-in's own class. */
static const CLSID CLSID_STANDIN = {
    0x52479d8d, 0x8f41, 0x45c1, {0x83, 0x92, 0x00, 0x36, 0x02, 0x9f, 0x43, 0x8e}};

enum { DISPID_SAYSTRING = 1 };

static HMODULE self_module(void)
{
    HMODULE self = NULL;
    GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS
                           | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                       (LPCWSTR)&self_module, &self);
    return self;
}

/* The file `name` beside this file, in `path` (MAX_PATH long). */
static BOOL beside(wchar_t *path, const wchar_t *name)
{
    DWORD got = GetModuleFileNameW(self_module(), path, MAX_PATH - 16);
    wchar_t *slash = wcsrchr(path, L'\\');
    if (got == 0 || slash == NULL)
        return FALSE;
    wcscpy(slash + 1, name);
    return TRUE;
}

/* Appends one line of UTF-8 to heard.txt beside this file. */
static BOOL write_heard(const char *line, DWORD length)
{
    wchar_t heard[MAX_PATH];
    if (!beside(heard, L"heard.txt"))
        return FALSE;
    HANDLE file = CreateFileW(heard, FILE_APPEND_DATA, FILE_SHARE_READ, NULL, OPEN_ALWAYS,
                              FILE_ATTRIBUTE_NORMAL, NULL);
    if (file == INVALID_HANDLE_VALUE)
        return FALSE;
    DWORD written;
    BOOL wrote = WriteFile(file, line, length, &written, NULL);
    CloseHandle(file);
    return wrote;
}

typedef struct {
    IDispatch dispatch;
    LONG references;
} Api;

static HRESULT STDMETHODCALLTYPE api_query(IDispatch *this, REFIID iid, void **out)
{
    if (IsEqualIID(iid, &IID_IUnknown) || IsEqualIID(iid, &IID_IDispatch)) {
        *out = this;
        IDispatch_AddRef(this);
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}

static ULONG STDMETHODCALLTYPE api_add_ref(IDispatch *this)
{
    return InterlockedIncrement(&((Api *)this)->references);
}

static ULONG STDMETHODCALLTYPE api_release(IDispatch *this)
{
    LONG left = InterlockedDecrement(&((Api *)this)->references);
    if (left == 0)
        HeapFree(GetProcessHeap(), 0, this);
    return left;
}

static HRESULT STDMETHODCALLTYPE api_type_info_count(IDispatch *this, UINT *count)
{
    *count = 0;
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE api_type_info(IDispatch *this, UINT i, LCID locale,
                                               ITypeInfo **info)
{
    *info = NULL;
    return E_NOTIMPL;
}

static HRESULT STDMETHODCALLTYPE api_ids_of_names(IDispatch *this, REFIID iid, LPOLESTR *names,
                                                  UINT count, LCID locale, DISPID *ids)
{
    if (count != 1 || lstrcmpiW(names[0], L"SayString") != 0) {
        for (UINT i = 0; i < count; i++)
            ids[i] = DISPID_UNKNOWN;
        return DISP_E_UNKNOWNNAME;
    }
    ids[0] = DISPID_SAYSTRING;
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE api_invoke(IDispatch *this, DISPID id, REFIID iid, LCID locale,
                                            WORD flags, DISPPARAMS *params, VARIANT *result,
                                            EXCEPINFO *exception, UINT *wrong)
{
    static char line[1 << 17];
    if (id != DISPID_SAYSTRING)
        return DISP_E_MEMBERNOTFOUND;
    if (params->cArgs != 2 || params->cNamedArgs != 0)
        return DISP_E_BADPARAMCOUNT;
    /* The arguments come last first: bFlush, then the text. */
    VARIANT *flush = &params->rgvarg[0], *text = &params->rgvarg[1];
    if (V_VT(text) != VT_BSTR) {
        *wrong = 0;
        return DISP_E_TYPEMISMATCH;
    }
    if (V_VT(flush) != VT_BOOL) {
        *wrong = 1;
        return DISP_E_TYPEMISMATCH;
    }
    wchar_t refuse[MAX_PATH];
    BOOL refused = beside(refuse, L"refuse") && GetFileAttributesW(refuse) != INVALID_FILE_ATTRIBUTES;
    if (refused) {
        if (result != NULL) {
            VariantInit(result);
            V_VT(result) = VT_BOOL;
            V_BOOL(result) = VARIANT_FALSE;
        }
        return S_OK;
    }
    int at = sprintf(line, "SayString(\"");
    int bytes = WideCharToMultiByte(CP_UTF8, 0, V_BSTR(text), SysStringLen(V_BSTR(text)),
                                    line + at, sizeof line - 64, NULL, NULL);
    if (bytes < 0)
        return E_FAIL;
    at += bytes;
    at += sprintf(line + at, "\", %s)\n", V_BOOL(flush) ? "true" : "false");
    if (!write_heard(line, (DWORD)at))
        return E_FAIL;
    if (result != NULL) {
        VariantInit(result);
        V_VT(result) = VT_BOOL;
        V_BOOL(result) = VARIANT_TRUE;
    }
    return S_OK;
}

static IDispatchVtbl api_table = {
    api_query,     api_add_ref,      api_release, api_type_info_count,
    api_type_info, api_ids_of_names, api_invoke,
};

static HRESULT STDMETHODCALLTYPE factory_query(IClassFactory *this, REFIID iid, void **out)
{
    if (IsEqualIID(iid, &IID_IUnknown) || IsEqualIID(iid, &IID_IClassFactory)) {
        *out = this;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}

static ULONG STDMETHODCALLTYPE factory_add_ref(IClassFactory *this)
{
    return 2;
}

static ULONG STDMETHODCALLTYPE factory_release(IClassFactory *this)
{
    return 1;
}

static HRESULT STDMETHODCALLTYPE factory_create(IClassFactory *this, IUnknown *outer,
                                                REFIID iid, void **out)
{
    *out = NULL;
    if (outer != NULL)
        return CLASS_E_NOAGGREGATION;
    Api *api = HeapAlloc(GetProcessHeap(), 0, sizeof *api);
    if (api == NULL)
        return E_OUTOFMEMORY;
    api->dispatch.lpVtbl = &api_table;
    api->references = 1;
    HRESULT result = IDispatch_QueryInterface(&api->dispatch, iid, out);
    IDispatch_Release(&api->dispatch);
    return result;
}

static HRESULT STDMETHODCALLTYPE factory_lock(IClassFactory *this, BOOL lock)
{
    return S_OK;
}

static IClassFactoryVtbl factory_table = {
    factory_query, factory_add_ref, factory_release, factory_create, factory_lock,
};

static IClassFactory factory = {&factory_table};

__declspec(dllexport) HRESULT __stdcall DllGetClassObject(REFCLSID class, REFIID iid, void **out)
{
    if (!IsEqualCLSID(class, &CLSID_STANDIN)) {
        *out = NULL;
        return CLASS_E_CLASSNOTAVAILABLE;
    }
    return IClassFactory_QueryInterface(&factory, iid, out);
}

__declspec(dllexport) HRESULT __stdcall DllCanUnloadNow(void)
{
    return S_FALSE;
}
