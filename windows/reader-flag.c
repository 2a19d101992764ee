/* Sets or clears Windows' screen-reader flag as NVDA, JAWS and Narrator
 * do while they run: `reader-flag on` or `reader-flag off`. Used by the
 * tests of annabella.exe at a console under Wine; never shipped. */
#include <string.h>
#include <windows.h>

int main(int argc, char **argv)
{
    BOOL on = argc > 1 && strcmp(argv[1], "on") == 0;
    return SystemParametersInfoW(SPI_SETSCREENREADER, on, NULL, SPIF_UPDATEINIFILE) ? 0 : 1;
}
