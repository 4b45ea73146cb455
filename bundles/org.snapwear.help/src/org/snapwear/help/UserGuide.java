package org.snapwear.help;

import java.io.IOException;
import java.net.URL;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/**
 * Where the user guide's pages are. The pages live in this bundle's {@code html/} folder (generated from
 * docs/user-guide at build time); the workbench opens them in the system browser, and an Eclipse IDE shows them
 * in its help system through {@code toc.xml}.
 */
public final class UserGuide {

    /** The bundle holding the guide. */
    public static final String BUNDLE = "org.snapwear.help";

    /** The first page. */
    public static final String INDEX = "index.html";

    private UserGuide() {
    }

    /**
     * A {@code file:} URL of a page (e.g. {@code "index.html"}), extracting the guide from the bundle jar the
     * first time (a browser cannot read inside a jar). The whole {@code html/} folder is extracted, so the page's
     * links and images work.
     *
     * @throws IOException when the bundle or the page is missing
     */
    public static URL page(String name) throws IOException {
        Bundle bundle = Platform.getBundle(BUNDLE);
        if (bundle == null) {
            throw new IOException("the user guide bundle " + BUNDLE + " is not installed");
        }
        URL folder = bundle.getEntry("html/");
        if (folder == null) {
            throw new IOException("bundle " + BUNDLE + " has no html/ folder (built without the user guide?)");
        }
        URL extracted = FileLocator.toFileURL(folder);
        URL page = new URL(extracted, name);
        if (!new java.io.File(page.getPath()).isFile()) {
            throw new IOException("user guide page " + name + " not found in " + extracted);
        }
        return page;
    }
}
