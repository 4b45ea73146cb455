/**
 */
package org.snapwear.model.study;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sequence Source</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Checkpoint files on disk (a directory or glob, ordered by iteration).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.SequenceSource#getPath <em>Path</em>}</li>
 *   <li>{@link org.snapwear.model.study.SequenceSource#getFormat <em>Format</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getSequenceSource()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='pathSet'"
 * @generated
 */
public interface SequenceSource extends SnapshotSource {
	/**
	 * Returns the value of the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Directory or glob of checkpoints; relative paths resolve against the study file's directory.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Path</em>' attribute.
	 * @see #setPath(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getSequenceSource_Path()
	 * @model
	 * @generated
	 */
	String getPath();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SequenceSource#getPath <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' attribute.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(String value);

	/**
	 * Returns the value of the '<em><b>Format</b></em>' attribute.
	 * The default value is <code>"auto"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Checkpoint format id (safetensors, torch, npz, ...) or auto to detect.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Format</em>' attribute.
	 * @see #setFormat(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getSequenceSource_Format()
	 * @model default="auto"
	 * @generated
	 */
	String getFormat();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.SequenceSource#getFormat <em>Format</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Format</em>' attribute.
	 * @see #getFormat()
	 * @generated
	 */
	void setFormat(String value);

} // SequenceSource
