/* Stands in for NVDA's controller client (nvdaControllerClient.dll) in the
 * Windows tests under Wine, where NVDA cannot run: the two functions
 * annabella takes from it, with the signatures of NV Access's
 * nvdaController.h (error_status_t is an unsigned long, 0 is success).
 * NVDA answers as running; every text it is handed is written as one line
 * of UTF-8 to heard.txt beside this file. Never shipped. */
#include <windows.h>

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void)
{
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text)
{
    static char line[1 << 17];
    wchar_t heard[MAX_PATH];
    HMODULE self;
    if (!GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS
                                | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                            (LPCWSTR)&nvdaController_speakText, &self))
        return 1;
    DWORD length = GetModuleFileNameW(self, heard, MAX_PATH - 16);
    wchar_t *slash = wcsrchr(heard, L'\\');
    if (length == 0 || slash == NULL)
        return 1;
    wcscpy(slash + 1, L"heard.txt");
    int bytes = WideCharToMultiByte(CP_UTF8, 0, text, -1, line, sizeof line - 1, NULL, NULL);
    if (bytes <= 0)
        return 1;
    line[bytes - 1] = '\n';
    HANDLE file = CreateFileW(heard, FILE_APPEND_DATA, FILE_SHARE_READ, NULL, OPEN_ALWAYS,
                              FILE_ATTRIBUTE_NORMAL, NULL);
    if (file == INVALID_HANDLE_VALUE)
        return 1;
    DWORD written;
    BOOL wrote = WriteFile(file, line, (DWORD)bytes, &written, NULL);
    CloseHandle(file);
    return wrote ? 0 : 1;
}
