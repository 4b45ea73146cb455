/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see org.snapwear.model.study.SnapwearPackage
 * @generated
 */
public interface SnapwearFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	SnapwearFactory eINSTANCE = org.snapwear.model.study.impl.SnapwearFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Study</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Study</em>'.
	 * @generated
	 */
	Study createStudy();

	/**
	 * Returns a new object of class '<em>Sequence Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sequence Source</em>'.
	 * @generated
	 */
	SequenceSource createSequenceSource();

	/**
	 * Returns a new object of class '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Generator Source</em>'.
	 * @generated
	 */
	GeneratorSource createGeneratorSource();

	/**
	 * Returns a new object of class '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Scheme</em>'.
	 * @generated
	 */
	Scheme createScheme();

	/**
	 * Returns a new object of class '<em>Codec Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Codec Parameter</em>'.
	 * @generated
	 */
	CodecParameter createCodecParameter();

	/**
	 * Returns a new object of class '<em>Hardware</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hardware</em>'.
	 * @generated
	 */
	Hardware createHardware();

	/**
	 * Returns a new object of class '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Ssd Settings</em>'.
	 * @generated
	 */
	SsdSettings createSsdSettings();

	/**
	 * Returns a new object of class '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Slc Settings</em>'.
	 * @generated
	 */
	SlcSettings createSlcSettings();

	/**
	 * Returns a new object of class '<em>Buddy Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Buddy Settings</em>'.
	 * @generated
	 */
	BuddySettings createBuddySettings();

	/**
	 * Returns a new object of class '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Cluster Settings</em>'.
	 * @generated
	 */
	ClusterSettings createClusterSettings();

	/**
	 * Returns a new object of class '<em>Metadata Trace Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Metadata Trace Source</em>'.
	 * @generated
	 */
	MetadataTraceSource createMetadataTraceSource();

	/**
	 * Returns a new object of class '<em>Analyses</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Analyses</em>'.
	 * @generated
	 */
	Analyses createAnalyses();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	SnapwearPackage getSnapwearPackage();

} //SnapwearFactory
