/* ProcessPrng for Wine 8.0, used only to run annabella's Windows tests.
 *
 * Every Rust program for Windows since Rust 1.78 takes its random numbers
 * from ProcessPrng in bcryptprimitives.dll, which Windows 10 and 11 have
 * and Wine 8.0 lacks. This stands in for it in the tests' Wine prefix,
 * drawing the bytes from RtlGenRandom (advapi32's SystemFunction036).
 * It is never shipped: Windows has its own. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}
