package org.snapwear.ui.core;

import org.eclipse.osgi.util.NLS;

/** UI strings of the shared workbench services (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.core.messages";

    public static String RecentFiles_more;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
