package org.snapwear.ui.editors.study;

import java.net.URI;
import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A study file on disk as editor input. Snapwear has no IDE workspace (org.eclipse.ui.ide is not part of the
 * product), so editors open plain files through their path.
 */
public final class StudyEditorInput implements IPathEditorInput {
    private final Path file;

    public StudyEditorInput(Path file) {
        this.file = file.toAbsolutePath().normalize();
    }

    public Path file() {
        return file;
    }

    @Override
    public IPath getPath() {
        return IPath.fromOSString(file.toString());
    }

    public URI getURI() {
        return file.toUri();
    }

    @Override
    public boolean exists() {
        return java.nio.file.Files.isRegularFile(file);
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return file.getFileName().toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return file.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StudyEditorInput s && s.file.equals(file);
    }

    @Override
    public int hashCode() {
        return file.hashCode();
    }
}
