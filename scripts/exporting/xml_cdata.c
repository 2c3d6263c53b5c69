/* XML elements whose text is the bytes of files, for the FPS files of scripts/export:
 *     xml_cdata 'TAG [ATTRIBUTES]' FILE ['TAG [ATTRIBUTES]' FILE]...
 * prints `<TAG ATTRIBUTES><![CDATA[...]]></TAG>` and a newline for each pair, the file's bytes
 * unchanged inside (a "]]>" in them is split over two CDATA sections, which a parser joins
 * again), so that a reader gets every case back byte for byte. Fails, naming the file, on a
 * byte that XML cannot carry unchanged: a control character other than tab and newline (a
 * parser turns a carriage return into a newline).
 */
#include "tool_common.h"

static void write_element(const char *tag, const char *path) {
    FILE *file = fopen(path, "rb");
    size_t name_length = strcspn(tag, " ");
    int byte, brackets = 0; /* how many ']' were just written */
    if (file == NULL) fail("cannot open %s", path);
    printf("<%s><![CDATA[", tag);
    while ((byte = getc(file)) != EOF) {
        if (byte < 0x20 && byte != '\t' && byte != '\n')
            fail("%s: byte %d cannot be kept in XML", path, byte);
        if (byte == '>' && brackets >= 2) fputs("]]><![CDATA[", stdout);
        putchar(byte);
        brackets = byte == ']' ? brackets + 1 : 0;
    }
    if (ferror(file)) fail("cannot read %s", path);
    fclose(file);
    printf("]]></%.*s>\n", (int)name_length, tag);
}

int main(int argc, char **argv) {
    int i;
    if (argc < 3 || argc % 2 == 0) fail("usage: xml_cdata 'TAG [ATTRIBUTES]' FILE...");
    for (i = 1; i < argc; i += 2) write_element(argv[i], argv[i + 1]);
    if (fflush(stdout) != 0 || ferror(stdout)) fail("cannot write the output");
    return 0;
}
