//! JAWS's own speech, through the automation object JAWS registers for
//! programs to speak through it: `FreedomSci.JawsApi`, spoken to through
//! its IDispatch by the method's name, as a script host does, so that
//! nothing of JAWS's own headers is needed. `SayString(text, false)`
//! queues the text behind what JAWS is saying (`true` would flush JAWS's
//! speech first) and answers whether JAWS took it.
//!
//! The object lives in the COM apartment of the thread that made it: it
//! is made, spoken to and released on the system voice's own thread,
//! which enters a single-threaded apartment for it and leaves it after.
//! A raw COM pointer is neither `Send` nor `Sync`, so the compiler keeps
//! the object on that thread.

use std::ffi::c_void;
use std::ptr::{self, NonNull};

use windows_sys::Win32::Foundation::{
    DISP_E_EXCEPTION, RPC_E_CHANGED_MODE, SysAllocStringLen, SysFreeString, VARIANT_FALSE,
};
use windows_sys::Win32::System::Com::{
    CLSCTX_INPROC_SERVER, CLSCTX_LOCAL_SERVER, CLSIDFromProgID, COINIT_APARTMENTTHREADED,
    CoCreateInstance, CoInitializeEx, CoUninitialize, DISPATCH_METHOD, DISPPARAMS, EXCEPINFO,
};
use windows_sys::Win32::System::Diagnostics::Debug::{
    FORMAT_MESSAGE_FROM_SYSTEM, FORMAT_MESSAGE_IGNORE_INSERTS, FormatMessageW,
};
use windows_sys::Win32::System::Variant::{VARIANT, VT_BOOL, VT_BSTR, VariantClear};
use windows_sys::core::{GUID, HRESULT, PCWSTR};

/// The name JAWS registers its automation object under.
const PROG_ID: &str = "FreedomSci.JawsApi";

/// IDispatch, the interface of every automation object.
const IID_IDISPATCH: GUID = GUID::from_u128(0x0002_0400_0000_0000_c000_0000_0000_0046);

/// No interface: what IDispatch's `GetIDsOfNames` and `Invoke` take.
const IID_NULL: GUID = GUID::from_u128(0);

/// The player's own locale, as Windows names it (`LOCALE_USER_DEFAULT`).
const USER_LOCALE: u32 = 0x0400;

/// An automation object: its first field points to IDispatch's table.
#[repr(C)]
struct Dispatch {
    table: *const DispatchTable,
}

/// IDispatch's functions in the order of `oaidl.h` (IUnknown's three,
/// then IDispatch's four); those annabella does not call are kept as
/// pointers, for their places.
#[repr(C)]
struct DispatchTable {
    _query_interface: *const c_void,
    _add_ref: *const c_void,
    release: unsafe extern "system" fn(*mut Dispatch) -> u32,
    _get_type_info_count: *const c_void,
    _get_type_info: *const c_void,
    get_ids_of_names: unsafe extern "system" fn(
        *mut Dispatch,
        *const GUID,
        *const PCWSTR,
        u32,
        u32,
        *mut i32,
    ) -> HRESULT,
    invoke: unsafe extern "system" fn(
        *mut Dispatch,
        i32,
        *const GUID,
        u32,
        u16,
        *const DISPPARAMS,
        *mut VARIANT,
        *mut EXCEPINFO,
        *mut u32,
    ) -> HRESULT,
}

/// This thread inside a single-threaded COM apartment, for as long as
/// this is kept.
struct Apartment {
    /// Whether this entered it (and so leaves it): a thread already in
    /// the multithreaded apartment stays there, where the object is
    /// reached through COM's marshalling.
    entered: bool,
}

impl Apartment {
    fn enter() -> Result<Apartment, String> {
        // SAFETY: no pointer is passed; the apartment is left in `drop`,
        // on this thread, as `Apartment` is neither Send nor Sync.
        let result = unsafe { CoInitializeEx(ptr::null(), COINIT_APARTMENTTHREADED as u32) };
        match result {
            // S_OK, or S_FALSE where this thread was in it already: each
            // is balanced by one CoUninitialize.
            0.. => Ok(Apartment { entered: true }),
            RPC_E_CHANGED_MODE => Ok(Apartment { entered: false }),
            error => Err(said(error)),
        }
    }
}

impl Drop for Apartment {
    fn drop(&mut self) {
        if self.entered {
            // SAFETY: balances the CoInitializeEx of `enter`, on its thread.
            unsafe { CoUninitialize() };
        }
    }
}

/// JAWS's automation object, with the number of its `SayString`.
pub struct JawsApi {
    object: NonNull<Dispatch>,
    say_string: i32,
    /// Left after the object is released (fields drop after `drop`).
    _apartment: Apartment,
}

impl JawsApi {
    /// JAWS's object, where JAWS has registered it with its `SayString`.
    /// Err: what Windows or JAWS said, after the object's name, so that
    /// whoever helps the player knows what was asked for.
    pub fn open() -> Result<JawsApi, String> {
        JawsApi::make().map_err(|said| format!("{PROG_ID}: {said}"))
    }

    fn make() -> Result<JawsApi, String> {
        let apartment = Apartment::enter()?;
        let name = wide(PROG_ID);
        let mut class = IID_NULL;
        // SAFETY: a nul-terminated name; the class is written to `class`.
        check(unsafe { CLSIDFromProgID(name.as_ptr(), &mut class) })?;
        let mut object: *mut c_void = ptr::null_mut();
        // SAFETY: the interface asked for is IDispatch, whose pointer is
        // written to `object`; it is released in `drop`.
        check(unsafe {
            CoCreateInstance(
                &class,
                ptr::null_mut(),
                CLSCTX_INPROC_SERVER | CLSCTX_LOCAL_SERVER,
                &IID_IDISPATCH,
                &mut object,
            )
        })?;
        let object = NonNull::new(object.cast::<Dispatch>()).ok_or("no object")?;
        let mut api = JawsApi {
            object,
            say_string: 0,
            _apartment: apartment,
        };
        let method = wide("SayString");
        let names = [method.as_ptr()];
        // SAFETY: one nul-terminated name in, one number out, on an
        // IDispatch pointer held.
        check(unsafe {
            ((*api.table()).get_ids_of_names)(
                api.object.as_ptr(),
                &IID_NULL,
                names.as_ptr(),
                1,
                USER_LOCALE,
                &mut api.say_string,
            )
        })?;
        // Nothing is said to try it: a line said only to test JAWS would
        // be heard, and what JAWS answers to an empty one is not written
        // down. JAWS's program running (`jfw.exe`) is what says it listens.
        Ok(api)
    }

    fn table(&self) -> *const DispatchTable {
        // SAFETY: the object is held; its first field is its table.
        unsafe { (*self.object.as_ptr()).table }
    }

    /// Queues `line` behind what JAWS is saying; whether JAWS took it.
    pub fn say(&self, line: &str) -> Result<bool, String> {
        let units: Vec<u16> = line.encode_utf16().collect();
        let length = u32::try_from(units.len()).map_err(|_| "too long".to_owned())?;
        // SAFETY: `length` UTF-16 units are read from `units`; the string
        // made is freed below.
        let text = unsafe { SysAllocStringLen(units.as_ptr(), length) };
        if text.is_null() {
            return Err("no memory for the text".to_owned());
        }
        // Invoke takes the arguments last first: `bFlush`, then the text.
        let mut arguments = [VARIANT::default(), VARIANT::default()];
        // SAFETY: writes plain values into zeroed VARIANTs, whose tags
        // say which field holds them.
        unsafe {
            let flush = &mut arguments[0].Anonymous.Anonymous;
            flush.vt = VT_BOOL;
            flush.Anonymous.boolVal = VARIANT_FALSE;
            let words = &mut arguments[1].Anonymous.Anonymous;
            words.vt = VT_BSTR;
            words.Anonymous.bstrVal = text;
        }
        let parameters = DISPPARAMS {
            rgvarg: arguments.as_mut_ptr(),
            rgdispidNamedArgs: ptr::null_mut(),
            cArgs: 2,
            cNamedArgs: 0,
        };
        let mut answer = VARIANT::default();
        let mut exception = EXCEPINFO::default();
        let mut wrong_argument = 0;
        // SAFETY: the method's number came from this object; the
        // arguments and the answer live through the call; the object only
        // reads the text, which is freed after it.
        let result = unsafe {
            let result = ((*self.table()).invoke)(
                self.object.as_ptr(),
                self.say_string,
                &IID_NULL,
                USER_LOCALE,
                DISPATCH_METHOD,
                &parameters,
                &mut answer,
                &mut exception,
                &mut wrong_argument,
            );
            SysFreeString(text);
            if result == DISP_E_EXCEPTION {
                SysFreeString(exception.bstrSource);
                SysFreeString(exception.bstrDescription);
                SysFreeString(exception.bstrHelpFile);
            }
            result
        };
        // SAFETY: the answer is a VARIANT the call filled in (or left
        // empty), cleared after it is read.
        let refused = unsafe {
            let value = &answer.Anonymous.Anonymous;
            let refused = value.vt == VT_BOOL && value.Anonymous.boolVal == VARIANT_FALSE;
            VariantClear(&mut answer);
            refused
        };
        check(result)?;
        Ok(!refused)
    }
}

impl Drop for JawsApi {
    fn drop(&mut self) {
        // SAFETY: releases the one reference CoCreateInstance gave, on the
        // thread and in the apartment it was made in.
        unsafe { ((*self.table()).release)(self.object.as_ptr()) };
    }
}

/// A nul-terminated UTF-16 string.
fn wide(text: &str) -> Vec<u16> {
    text.encode_utf16().chain(std::iter::once(0)).collect()
}

/// Ok for a success code; else what Windows says of the error.
fn check(result: HRESULT) -> Result<(), String> {
    if result >= 0 {
        Ok(())
    } else {
        Err(said(result))
    }
}

/// What Windows says of an error code, in the player's language where it
/// has the words, with the code itself.
fn said(code: HRESULT) -> String {
    let mut words = [0u16; 512];
    // SAFETY: at most `words.len()` units are written to `words`; no
    // inserts are read.
    let length = unsafe {
        FormatMessageW(
            FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
            ptr::null(),
            code as u32,
            0,
            words.as_mut_ptr(),
            words.len() as u32,
            ptr::null(),
        )
    };
    let length = (length as usize).min(words.len());
    let text = String::from_utf16_lossy(&words[..length]);
    let text = text.trim();
    if text.is_empty() {
        format!("0x{:08X}", code as u32)
    } else {
        format!("{text} (0x{:08X})", code as u32)
    }
}
